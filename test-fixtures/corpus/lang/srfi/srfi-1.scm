; SRFI 1: the whole interface, imported as (srfi 1).
; Expected output from Kawa 3.1.1.
(import (scheme base) (scheme write) (srfi 1))
(define (show x . xs) (write x) (for-each (lambda (y) (display " ") (write y)) xs) (newline))
; constructors
(show (xcons '(b c) 'a) (cons* 1 2 '(3 4)) (cons* 1) (make-list 2 'x) (list-tabulate 4 (lambda (i) (* i i))))
(show (list-copy '(1 2 3)) (iota 5) (iota 5 0 -1) (iota 3 1))
(define c (circular-list 'a 'b))
(show (eq? c (cddr c)) (circular-list? c) (proper-list? c) (dotted-list? c) (length+ c))
; predicates
(show (proper-list? '(1 2)) (proper-list? '(1 . 2)) (dotted-list? '(1 . 2)) (dotted-list? 3) (proper-list? '()))
(show (not-pair? 3) (not-pair? '(1)) (null-list? '()) (null-list? '(1)))
(show (list= eq?) (list= eq? '(a)) (list= eq? '(a b) '(a b) '(a b)) (list= eq? '(a) '(a b)) (list= = '(1 2) '(1 2)))
; selectors
(define l10 '(1 2 3 4 5 6 7 8 9 10))
(show (first l10) (second l10) (third l10) (fourth l10) (fifth l10) (sixth l10) (seventh l10) (eighth l10) (ninth l10) (tenth l10))
(call-with-values (lambda () (car+cdr '(1 2))) (lambda (a d) (show a d)))
(show (take '(a b c d e) 2) (drop '(a b c d e) 2) (take '(1 2 3 . d) 2) (drop '(1 2 3 . d) 3))
(show (take-right '(a b c d e) 2) (drop-right '(a b c d e) 2) (take-right '(1 2 3 . d) 2) (drop-right '(1 2 3 . d) 2) (take-right '(1 2 3 . d) 0))
(show (take! (list 1 2 3) 2) (drop-right! (list 1 2 3) 1))
(call-with-values (lambda () (split-at '(a b c d e f g h) 3)) show)
(call-with-values (lambda () (split-at! (list 'a 'b 'c) 0)) show)
(show (last '(1 2 3)) (last-pair '(1 2 3)) (length+ '(1 2 3)) (length+ '()))
; miscellaneous
(show (concatenate '((1) (2 3) () (4))) (concatenate '()) (concatenate! (list (list 1) (list 2))))
(show (append-reverse '(3 2 1) '(4 5)) (append-reverse! (list 3 2 1) '(4 5)) (append! (list 1) (list 2) '()))
(show (reverse! (list 1 2 3)) (zip '(one two three) '(1 2 3) '(odd even odd even odd)) (zip '(1 2)))
(call-with-values (lambda () (unzip2 '((1 one) (2 two) (3 three)))) show)
(call-with-values (lambda () (unzip3 '((1 a x) (2 b y)))) show)
(call-with-values (lambda () (unzip1 '((1) (2)))) show)
(call-with-values (lambda () (unzip4 '((1 2 3 4)))) show)
(call-with-values (lambda () (unzip5 '((1 2 3 4 5)))) show)
(show (count even? '(3 1 4 1 5 9 2 5 6)) (count < '(1 2 4 8) '(2 4 6 8 10 12 14 16)) (count < '(3 1 4 1) (circular-list 1 10)))
; fold, unfold, map
(show (fold + 0 '(1 2 3)) (fold cons '() '(a b c)) (fold cons* '() '(a b c) '(1 2 3 4 5)))
(show (fold-right cons '() '(a b c)) (fold-right cons* '() '(a b c) '(1 2 3 4 5)))
(show (pair-fold cons '() '(a b c)) (pair-fold-right cons '() '(a b c)))
(show (reduce + 0 '(1 2 3)) (reduce + 0 '()) (reduce-right append '() '((1 2) (3) (4 5))) (reduce-right + 7 '()) (reduce max 0 '(3 9 2)))
(show (unfold (lambda (x) (> x 5)) (lambda (x) (* x x)) (lambda (x) (+ x 1)) 1))
(show (unfold null-list? car cdr '(1 2 3) (lambda (x) 'end)))
(show (unfold-right zero? (lambda (x) (* x x)) (lambda (x) (- x 1)) 5) (unfold-right null-list? car cdr '(1 2 3) '(tail)))
(show (append-map (lambda (x) (list x (- x))) '(1 3 8)) (append-map list '(1 2) '(a b c)) (append-map! (lambda (x) (list x x)) '(1 2)))
(show (filter-map (lambda (x) (and (number? x) (* x x))) '(a 1 b 3 c 7)) (filter-map (lambda (a b) (and (< a b) (+ a b))) '(1 5 2) '(2 3 4)))
(show (map-in-order + '(1 2 3) '(10 20)) (map! (lambda (x) (* 2 x)) (list 1 2)) (map + '(1 2 3) '(10 20)))
(pair-for-each (lambda (p) (write p)) '(a b c)) (newline)
; filtering and partitioning
(show (filter even? '(0 7 8 8 43 -4)) (remove even? '(0 7 8 8 43 -4)) (filter! odd? (list 1 2 3)) (remove! odd? (list 1 2 3)))
(call-with-values (lambda () (partition symbol? '(one 2 3 four five 6))) show)
(call-with-values (lambda () (partition! even? (list 1 2 3 4))) show)
; searching
(show (find even? '(3 1 4 1 5 9)) (find even? '(1 3)) (find-tail even? '(3 1 37 -8 -5 0 0)) (find-tail even? '(3 1 37 -5)))
(show (take-while even? '(2 18 3 10 22 9)) (take-while! even? (list 2 1)) (drop-while even? '(2 18 3 10 22 9)))
(call-with-values (lambda () (span even? '(2 18 3 10 22 9))) show)
(call-with-values (lambda () (break even? '(3 1 4 1 5 9 2 6))) show)
(call-with-values (lambda () (span! odd? (list 1 2))) show)
(call-with-values (lambda () (break! odd? (list 2 1))) show)
(show (any integer? '(a 3 b 2.7)) (any integer? '(a b)) (any < '(3 1 4 1 5) '(2 7 1 8 2)) (any odd? '()))
(show (every integer? '(1 2)) (every integer? '(1 a)) (every (lambda (x) (and (number? x) x)) '(1 2)) (every odd? '()) (every < '(1 2) '(2 3 0)))
(show (list-index even? '(3 1 4 1 5 9)) (list-index < '(3 1 4 1 5 9 2 5 6) '(2 7 1 8 2)) (list-index = '(3 1 4 1 5 9 2 5 6) '(2 7 1 8 2)))
(show (member 2.0 '(1 2 3) =) (member 5 '(1 2 7 3) <) (memq 'c '(a b c d)) (memv 101 '(100 101 102)))
; deletion
(show (delete 3 '(1 3 2 3)) (delete 5 '(1 7 3 9) <) (delete! 1 (list 1 2 1)) (delete! 2 (list 1 2 3) <))
(show (delete-duplicates '(a b a c a b c z)) (delete-duplicates '((a . 3) (b . 7) (a . 9) (c . 1)) (lambda (x y) (eq? (car x) (car y)))))
(show (delete-duplicates! (list 1 2 1)) (delete-duplicates! (list 1 2 3 4) (lambda (a b) (= (modulo a 2) (modulo b 2)))))
; association lists
(show (assoc 2.0 '((1 1) (2 4) (3 9)) =) (assq 'b '((a 1) (b 2))) (assv 2 '((1 a) (2 b))))
(show (alist-cons 'a 1 '((b . 2))) (alist-copy '((a . 1) (b . 2))) (alist-delete 'a '((a . 1) (b . 2) (a . 3))) (alist-delete 2 '((1 . a) (2 . b) (3 . c)) <) (alist-delete! 'b (list (cons 'a 1) (cons 'b 2))))
(define al '((a . 1)))
(show (eq? (car al) (car (alist-copy al))))
; lists as sets
(show (lset<= eq? '(a) '(a b a) '(a b c c)) (lset<= eq?) (lset<= eq? '(a)) (lset<= eq? '(a b) '(a)))
(show (lset= eq? '(b e a) '(a e b) '(e e b a)) (lset= eq?) (lset= eq? '(a)) (lset= eq? '(a) '(a b)))
(show (lset-adjoin eq? '(a b c d c e) 'a 'e 'i 'o 'u))
(show (lset-union eq? '(a b c d e) '(a e i o u)) (lset-union eq? '(a a c) '(x a x)) (lset-union eq?) (lset-union eq? '(a b c)) (lset-union! eq? (list 'a) (list 'b)))
(show (lset-intersection eq? '(a b c d e) '(a e i o u)) (lset-intersection eq? '(a x y a) '(x a x z)) (lset-intersection eq? '(a b c)) (lset-intersection! eq? (list 'a 'b) '(b)))
(show (lset-difference eq? '(a b c d e) '(a e i o u)) (lset-difference eq? '(a b c)) (lset-difference! eq? (list 'a 'b) '(b)))
(show (lset-xor eq? '(a b c d e) '(a e i o u)) (lset-xor eq?) (lset-xor eq? '(a b c d e)) (lset-xor! eq? (list 'a 'b) (list 'b 'c)))
(call-with-values (lambda () (lset-diff+intersection eq? '(a b c d e) '(a e i o u) '(c))) show)
(call-with-values (lambda () (lset-diff+intersection! eq? (list 1 2) '(2))) show)
; expect: (a b c) (1 2 3 4) 1 (x x) (0 1 4 9)
; expect: (1 2 3) (0 1 2 3 4) (0 -1 -2 -3 -4) (1 2 3)
; expect: #t #t #f #f #f
; expect: #t #f #t #t #t
; expect: #t #f #t #f
; expect: #t #t #t #f #t
; expect: 1 2 3 4 5 6 7 8 9 10
; expect: 1 (2)
; expect: (a b) (c d e) (1 2) d
; expect: (d e) (a b c) (2 3 . d) (1) d
; expect: (1 2) (1 2)
; expect: (a b c) (d e f g h)
; expect: () (a b c)
; expect: 3 (3) 3 0
; expect: (1 2 3 4) () (1 2)
; expect: (1 2 3 4 5) (1 2 3 4 5) (1 2)
; expect: (3 2 1) ((one 1 odd) (two 2 even) (three 3 odd)) ((1) (2))
; expect: (1 2 3) (one two three)
; expect: (1 2) (a b) (x y)
; expect: (1 2)
; expect: (1) (2) (3) (4)
; expect: (1) (2) (3) (4) (5)
; expect: 3 3 2
; expect: 6 (c b a) (c 3 b 2 a 1)
; expect: (a b c) (a 1 b 2 c 3)
; expect: ((c) (b c) (a b c)) ((a b c) (b c) (c))
; expect: 6 0 (1 2 3 4 5) 7 9
; expect: (1 4 9 16 25)
; expect: (1 2 3 . end)
; expect: (1 4 9 16 25) (3 2 1 tail)
; expect: (1 -1 3 -3 8 -8) (1 a 2 b) (1 1 2 2)
; expect: (1 9 49) (3 6)
; expect: (11 22) (2 4) (11 22)
; expect: (a b c)(b c)(c)
; expect: (0 8 8 -4) (7 43) (1 3) (2)
; expect: (one four five) (2 3 6)
; expect: (2 4) (1 3)
; expect: 4 #f (-8 -5 0 0) #f
; expect: (2 18) (2) (3 10 22 9)
; expect: (2 18) (3 10 22 9)
; expect: (3 1) (4 1 5 9 2 6)
; expect: (1) (2)
; expect: (2) (1)
; expect: #t #f #t #f
; expect: #t #f 2 #t #t
; expect: 2 1 #f
; expect: (2 3) (7 3) (c d) (101 102)
; expect: (1 2) (1 3) (2) (1 2)
; expect: (a b c z) ((a . 3) (b . 7) (c . 1))
; expect: (1 2) (1 2)
; expect: (2 4) (b 2) (2 b)
; expect: ((a . 1) (b . 2)) ((a . 1) (b . 2)) ((b . 2)) ((1 . a) (2 . b)) ((a . 1))
; expect: #f
; expect: #t #t #t #f
; expect: #t #t #t #f
; expect: (u o i a b c d c e)
; expect: (u o i a b c d e) (x a a c) () (a b c) (b a)
; expect: (a e) (a x a) (a b c) (b)
; expect: (b c d) (a b c) (a)
; expect: (u o i b c d) () (a b c d e) (c a)
; expect: (b d) (a c e)
; expect: (1) (2)
