; SRFI 133: the whole interface (Kawa 3.1.1 has no (srfi 133) library).
; Expected output: the SRFI 133 document's examples and its definitions, checked by hand.
(import (scheme base) (scheme write) (srfi 133))
(define (show x . xs) (write x) (for-each (lambda (y) (display " ") (write y)) xs) (newline))
; constructors
(show (vector-unfold (lambda (i x) (values x (- x 1))) 10 0) (vector-unfold values 4) (vector-unfold (lambda (i) (* i i)) 3))
(show (vector-unfold-right (lambda (i x) (values x (+ x 1))) 5 0) (vector-unfold-right (lambda (i) i) 3))
(show (vector-reverse-copy #(5 4 3 2 1 0) 1 5) (vector-reverse-copy #(1 2 3)) (vector-reverse-copy #(1 2 3) 1))
(show (vector-concatenate '(#(a b) #(c d) #())) (vector-append-subvectors #(a b c d e) 0 2 #(f g h i j) 2 4) (vector-append-subvectors))
; predicates
(show (vector-empty? #()) (vector-empty? #(a)) (vector= eq? #(a b c d) #(a b c d)) (vector= eq? #(a b c d) #(a b d c)) (vector= = #(1 2 3 4 5) #(1 2 3 4)) (vector= eq?) (vector= eq? #(a)) (vector= = #(1) #(1) #(1)))
; iteration
(show (vector-fold (lambda (len str) (max (string-length str) len)) 0 #("abc" "de" "fghij")))
(show (vector-fold (lambda (tail elt) (cons elt tail)) '() #(1 2 3)) (vector-fold (lambda (counter n) (if (even? n) (+ counter 1) counter)) 0 #(1 2 3 4)))
(show (vector-fold-right (lambda (tail elt) (cons elt tail)) '() #(a b c d)) (vector-fold + 0 #(1 2 3) #(10 20)))
(define v (vector 1 2 3 4))
(vector-map! (lambda (x) (* x x)) v)
(show v (vector-map + #(1 2) #(10 20 30)))
(vector-map! + v #(10 20))
(show v)
(show (vector-count even? #(3 1 4 1 5 9 2 5 6)) (vector-count < #(1 3 6 9) #(2 4 6 8 10 12)))
(show (vector-cumulate + 0 #(3 1 4 1 5 9 2 5 6)) (vector-cumulate + 0 #()))
; searching
(show (vector-index even? #(3 1 4 1 5 9)) (vector-index < #(3 1 4 1 5 9 2 5 6) #(2 7 1 8 2)) (vector-index = #(3 1 4 1 5 9 2 5 6) #(2 7 1 8 2)))
(show (vector-index-right odd? #(3 1 4 1 5 9 6)) (vector-index-right even? #(1 3)))
(show (vector-skip number? #(1 2 a b 3 4 c d)) (vector-skip-right number? #(1 2 a b 3 4 c d)) (vector-skip odd? #(1 3)))
(define (cmp a b) (- a b))
(show (vector-binary-search #(-4 -3 -1 0 1 2 5 8 9) 2 cmp) (vector-binary-search #(1 3 5) 4 cmp) (vector-binary-search #(1 3 5 7 9) 7 cmp 0 3))
(show (vector-any odd? #(2 4 5)) (vector-any (lambda (x) (and (odd? x) (* x 10))) #(2 3 4)) (vector-any odd? #()) (vector-any < #(3 1) #(2 2)))
(show (vector-every odd? #(1 3)) (vector-every (lambda (x) (and (odd? x) x)) #(1 3 5)) (vector-every odd? #()) (vector-every odd? #(1 2)))
(call-with-values (lambda () (vector-partition even? #(1 2 3 4 5 6 7))) show)
; mutators
(define w (vector 'a 'b 'c 'd))
(vector-swap! w 0 2)
(show w)
(vector-reverse! w)
(show w)
(vector-reverse! w 1 3)
(show w)
(define t (vector 1 2 3 4 5))
(vector-reverse-copy! t 1 #(a b c))
(show t)
(vector-reverse-copy! t 0 #(x y z) 1)
(show t)
(define u (make-vector 5 0))
(vector-unfold! (lambda (i s) (values (* s 2) (+ s 1))) u 1 4 10)
(show u)
(vector-unfold-right! (lambda (i) (list i)) u 0 2)
(show u)
; conversion
(show (reverse-vector->list #(1 2 3)) (reverse-vector->list #(1 2 3 4) 1) (reverse-vector->list #(1 2 3 4) 1 3) (reverse-list->vector '(1 2 3)) (reverse-list->vector '()))
(show (vector->list #(1 2 3) 1) (string->vector "abc" 1) (vector->string #(#\a #\b)))
; expect: #(0 -1 -2 -3 -4 -5 -6 -7 -8 -9) #(0 1 2 3) #(0 1 4)
; expect: #(4 3 2 1 0) #(0 1 2)
; expect: #(1 2 3 4) #(3 2 1) #(3 2)
; expect: #(a b c d) #(a b h i) #()
; expect: #t #f #t #f #f #t #t #t
; expect: 5
; expect: (3 2 1) 2
; expect: (a b c d) 33
; expect: #(1 4 9 16) #(11 22)
; expect: #(11 24 9 16)
; expect: 3 2
; expect: #(3 4 8 9 14 23 25 30 36) #()
; expect: 2 1 #f
; expect: 5 #f
; expect: 2 7 #f
; expect: 5 #f #f
; expect: #t 30 #f #t
; expect: #t 5 #t #f
; expect: #(2 4 6 1 3 5 7) 3
; expect: #(c b a d)
; expect: #(d a b c)
; expect: #(d b a c)
; expect: #(1 c b a 5)
; expect: #(z y b a 5)
; expect: #(0 20 22 24 0)
; expect: #((0) (1) 22 24 0)
; expect: (3 2 1) (4 3 2) (3 2) #(3 2 1) #()
; expect: (2 3) #(#\b #\c) "ab"
