; R7RS 6.3 booleans and 6.4 pairs and lists, with the report's examples.
(import (scheme base) (scheme char) (scheme cxr) (scheme write))
(define (show x) (write x) (newline))
(show #t)
; expect: #t
(show #f)
; expect: #f
(show '#f)
; expect: #f
(show #true)
; expect: #t
(show #false)
; expect: #f
(show (not #t))
; expect: #f
(show (not 3))
; expect: #f
(show (not (list 3)))
; expect: #f
(show (not #f))
; expect: #t
(show (not '()))
; expect: #f
(show (not (list)))
; expect: #f
(show (not 'nil))
; expect: #f
(show (boolean? #f))
; expect: #t
(show (boolean? 0))
; expect: #f
(show (boolean? '()))
; expect: #f
(show (boolean=? #t #t))
; expect: #t
(show (boolean=? #f #f #f))
; expect: #t
(show (boolean=? #t #f))
; expect: #f
(show (boolean=? #f #f #t))
; expect: #f
(define x (list 'a 'b 'c))
(define y x)
(show y)
; expect: (a b c)
(show (list? y))
; expect: #t
(set-cdr! x 4)
(show x)
; expect: (a . 4)
(show (eqv? x y))
; expect: #t
(show y)
; expect: (a . 4)
(show (list? y))
; expect: #f
(show (pair? '(a . b)))
; expect: #t
(show (pair? '(a b c)))
; expect: #t
(show (pair? '()))
; expect: #f
(show (pair? '#(a b)))
; expect: #f
(show (cons 'a '()))
; expect: (a)
(show (cons '(a) '(b c d)))
; expect: ((a) b c d)
(show (cons "a" '(b c)))
; expect: ("a" b c)
(show (cons 'a 3))
; expect: (a . 3)
(show (cons '(a b) 'c))
; expect: ((a b) . c)
(show (car '(a b c)))
; expect: a
(show (car '((a) b c d)))
; expect: (a)
(show (car '(1 . 2)))
; expect: 1
(show (cdr '((a) b c d)))
; expect: (b c d)
(show (cdr '(1 . 2)))
; expect: 2
(show (guard (e ((error-object? e) 'error)) (car '())))
; expect: error
(show (let ((p (list 1 2))) (set-car! p 'one) p))
; expect: (one 2)
(show (caar '((a) b)))
; expect: a
(show (cadr '(a b c)))
; expect: b
(show (cdar '((a . x) b)))
; expect: x
(show (cddr '(a b c)))
; expect: (c)
(show (caddr '(a b c)))
; expect: c
(show (cdddr '(a b c d)))
; expect: (d)
(show (cadddr '(a b c d)))
; expect: d
(show (caadr '(a (b) c)))
; expect: b
(show (null? '()))
; expect: #t
(show (null? '(a)))
; expect: #f
(show (null? #f))
; expect: #f
(show (list? '(a b c)))
; expect: #t
(show (list? '()))
; expect: #t
(show (list? '(a . b)))
; expect: #f
(show (let ((x (list 'a))) (set-cdr! x x) (list? x)))
; expect: #f
(show (make-list 2 3))
; expect: (3 3)
(show (length (make-list 3)))
; expect: 3
(show (list 'a (+ 3 4) 'c))
; expect: (a 7 c)
(show (list))
; expect: ()
(show (length '(a b c)))
; expect: 3
(show (length '(a (b) (c d e))))
; expect: 3
(show (length '()))
; expect: 0
(show (append '(x) '(y)))
; expect: (x y)
(show (append '(a) '(b c d)))
; expect: (a b c d)
(show (append '(a (b)) '((c))))
; expect: (a (b) (c))
(show (append '(a b) '(c . d)))
; expect: (a b c . d)
(show (append '() 'a))
; expect: a
(show (append))
; expect: ()
(show (append '(1) '() '(2 3) '()))
; expect: (1 2 3)
(show (reverse '(a b c)))
; expect: (c b a)
(show (reverse '(a (b c) d (e (f)))))
; expect: ((e (f)) d (b c) a)
(show (reverse '()))
; expect: ()
(show (list-tail '(a b c d) 2))
; expect: (c d)
(show (list-tail '(a b c d) 0))
; expect: (a b c d)
(show (list-ref '(a b c d) 2))
; expect: c
(show (list-ref '(a b c d) (exact (round 1.8))))
; expect: c
(show (let ((ls (list 'one 'two 'five!))) (list-set! ls 2 'three) ls))
; expect: (one two three)
(show (memq 'a '(a b c)))
; expect: (a b c)
(show (memq 'b '(a b c)))
; expect: (b c)
(show (memq 'a '(b c d)))
; expect: #f
(show (memq (list 'a) '(b (a) c)))
; expect: #f
(show (member (list 'a) '(b (a) c)))
; expect: ((a) c)
(show (member "B" '("a" "b" "c") (lambda (a b) (string=? (string-downcase a) b))))
; expect: ("b" "c")
(show (member 2.0 '(1 2 3) =))
; expect: (2 3)
(show (memv 101 '(100 101 102)))
; expect: (101 102)
(show (memv 1.5 '(1 1.5 2)))
; expect: (1.5 2)
(show (member 3 '(1 2 3 4) <))
; expect: (4)
(define e '((a 1) (b 2) (c 3)))
(show (assq 'a e))
; expect: (a 1)
(show (assq 'b e))
; expect: (b 2)
(show (assq 'd e))
; expect: #f
(show (assq (list 'a) '(((a)) ((b)) ((c)))))
; expect: #f
(show (assoc (list 'a) '(((a)) ((b)) ((c)))))
; expect: ((a))
(show (assoc 2.0 '((1 1) (2 4) (3 9)) =))
; expect: (2 4)
(show (assv 5 '((2 3) (5 7) (11 13))))
; expect: (5 7)
(show (assoc "b" '(("a" . 1) ("b" . 2))))
; expect: ("b" . 2)
(show (assv 'x '()))
; expect: #f
(define a '(1 8 2 8))
(define b (list-copy a))
(set-car! b 3)
(show b)
; expect: (3 8 2 8)
(show a)
; expect: (1 8 2 8)
(show (list-copy '()))
; expect: ()
(show (list-copy 5))
;                ^ warning: list-copy: argument 1 expects list, got integer
; expect: 5
(show (list-copy '(1 2 . 3)))
; expect: (1 2 . 3)
(show (let* ((l (list 1 2)) (c (list-copy l))) (eq? l c)))
; expect: #f
(show (map cadr '((a b) (d e) (g h))))
; expect: (b e h)
(show (map (lambda (n) (expt n n)) '(1 2 3 4 5)))
; expect: (1 4 27 256 3125)
(show (map + '(1 2 3) '(10 20 30)))
; expect: (11 22 33)
(show (map + '(1 2 3) '(10 20)))
; expect: (11 22)
(show (let ((v (make-vector 5))) (for-each (lambda (i) (vector-set! v i (* i i))) '(0 1 2 3 4)) v))
; expect: #(0 1 4 9 16)
(show (let ((acc '())) (for-each (lambda (a b) (set! acc (cons (+ a b) acc))) '(1 2) '(10 20 30)) acc))
; expect: (22 11)
(show (apply + (list 3 4)))
; expect: 7
(show (apply list 1 2 '(3 4)))
; expect: (1 2 3 4)
(show (apply max 1 '(5 2)))
; expect: 5
