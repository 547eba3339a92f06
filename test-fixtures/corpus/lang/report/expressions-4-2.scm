; R7RS 4.2 derived expression types: conditionals, binding constructs, sequencing, iteration,
; delayed evaluation, parameters, exception handling, quasiquotation, case-lambda.
(import (scheme base) (scheme case-lambda) (scheme inexact) (scheme lazy) (scheme write))
(define (show x) (write x) (newline))
(show (cond ((> 3 2) 'greater) ((< 3 2) 'less)))
;     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ warning: missing else where value is required
; expect: greater
(show (cond ((> 3 3) 'greater) ((< 3 3) 'less) (else 'equal)))
; expect: equal
(show (cond ((assv 'b '((a 1) (b 2))) => cadr) (else #f)))
; expect: 2
(show (cond ((assv 'z '((a 1) (b 2))) => cadr) (else 'none)))
; expect: none
(show (cond ((+ 1 2))))
;     ^^^^^^^^^^^^^^^^ warning: missing else where value is required
; expect: 3
(show (cond (#f) (2)))
;     ^^^^^^^^^^^^^^^ warning: missing else where value is required
; expect: 2
(show (cond (else 1 2 3)))
; expect: 3
(show (case (* 2 3) ((2 3 5 7) 'prime) ((1 4 6 8 9) 'composite)))
;     ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ warning: missing else where value is required
; expect: composite
(show (case (car '(c d)) ((a e i o u) 'vowel) ((w y) 'semivowel) (else => (lambda (x) x))))
; expect: c
(show (case 'x ((x) => (lambda (s) (list s s))) (else 'no)))
; expect: (x x)
(show (case #\a ((#\a #\b) 'ab) (else 'other)))
; expect: ab
(show (case 2.0 ((2) 'exact-two) ((2.0) 'inexact-two) (else 'neither)))
; expect: inexact-two
(show (and (= 2 2) (> 2 1)))
; expect: #t
(show (and (= 2 2) (< 2 1)))
; expect: #f
(show (and 1 2 'c '(f g)))
; expect: (f g)
(show (and))
; expect: #t
(show (or (= 2 2) (> 2 1)))
; expect: #t
(show (or (= 2 2) (< 2 1)))
; expect: #t
(show (or #f #f #f))
; expect: #f
(show (or (memq 'b '(a b c)) (/ 3 0)))
; expect: (b c)
(show (or))
; expect: #f
(show (when (= 1 1.0) 'a 'b))
;     ^^^^^^^^^^^^^^^^^^^^^^ warning: missing else where value is required
; expect: b
(show (let ((v '())) (when (> 1 0) (set! v (cons 1 v)) (set! v (cons 2 v))) v))
; expect: (2 1)
(show (let ((v '())) (unless (> 1 0) (set! v (cons 1 v))) v))
; expect: ()
(show (cond-expand (r7rs 'r7rs) (else 'other)))
; expect: r7rs
(show (cond-expand ((and r7rs (not no-such-feature)) 'yes) (else 'no)))
; expect: yes
(show (cond-expand ((or no-such-feature full-unicode) 'unicode) (else 'no)))
; expect: unicode
(show (cond-expand ((library (scheme base)) 'has-base) (else 'no)))
; expect: has-base
(show (cond-expand ((library (no such lib)) 'weird) (else 'no-lib)))
; expect: no-lib
(show (let ((x 2) (y 3)) (* x y)))
; expect: 6
(show (let ((x 2) (y 3)) (let ((x 7) (z (+ x y))) (* z x))))
; expect: 35
(show (let ((x 2) (y 3)) (let* ((x 7) (z (+ x y))) (* z x))))
;            ^ warning: unused variable x
; expect: 70
(show (let* () 5))
; expect: 5
(show (let* ((x 1) (x (+ x 1)) (x (* x 10))) x))
; expect: 20
(show (letrec ((even? (lambda (n) (if (zero? n) #t (odd? (- n 1)))))
               (odd? (lambda (n) (if (zero? n) #f (even? (- n 1))))))
        (even? 88)))
; expect: #t
(show (letrec* ((p (lambda (x) (+ 1 (q (- x 1)))))
                (q (lambda (y) (if (zero? y) 0 (+ 1 (p (- y 1))))))
                (x (p 5))
                (y x))
        y))
; expect: 5
(show (letrec* ((a 1) (b (+ a 1)) (c (* b 10))) (list a b c)))
; expect: (1 2 20)
(show (let-values (((root rem) (exact-integer-sqrt 32))) (* root rem)))
; expect: 35
(show (let-values (((a b) (values 1 2)) ((c) (values 3))) (list a b c)))
; expect: (1 2 3)
(show (let-values (((a . rest) (values 1 2 3)) (all (values 4 5))) (list a rest all)))
; expect: (1 (2 3) (4 5))
(show (let ((a 'a) (b 'b) (x 'x) (y 'y))
;                   ^ warning: unused variable b
;            ^ warning: unused variable a
        (let*-values (((a b) (values x y)) ((x y) (values a b)))
          (list a b x y))))
; expect: (x y x y)
(show (let ((x 0)) (begin (set! x 5) (+ x 1))))
; expect: 6
(show (begin 1 2 3))
; expect: 3
(show (do ((vec (make-vector 5)) (i 0 (+ i 1))) ((= i 5) vec) (vector-set! vec i i)))
; expect: #(0 1 2 3 4)
(show (let ((x '(1 3 5 7 9))) (do ((x x (cdr x)) (sum 0 (+ sum (car x)))) ((null? x) sum))))
; expect: 25
(show (do ((i 0 (+ i 1)) (acc '() (cons i acc))) ((= i 4) acc)))
; expect: (3 2 1 0)
(show (do ((i 0 (+ i 1)) (j 10)) ((= i 2) j) (set! j (+ j i))))
; expect: 11
(show (let loop ((numbers '(3 -2 1 6 -5)) (nonneg '()) (neg '()))
        (cond ((null? numbers) (list nonneg neg))
              ((>= (car numbers) 0) (loop (cdr numbers) (cons (car numbers) nonneg) neg))
              ((< (car numbers) 0) (loop (cdr numbers) nonneg (cons (car numbers) neg))))))
; expect: ((6 1 3) (-5 -2))
(show (let loop ((i 0)) (if (< i 100000) (loop (+ i 1)) i)))
; expect: 100000
(show (force (delay (+ 1 2))))
; expect: 3
(show (let ((p (delay (+ 1 2)))) (list (force p) (force p))))
; expect: (3 3)
(define integers
  (letrec ((next (lambda (n) (delay (cons n (next (+ n 1)))))))
    (next 0)))
(define (head stream) (car (force stream)))
(define (tail stream) (cdr (force stream)))
(show (head (tail (tail integers))))
; expect: 2
(define (stream-filter p? s)
  (delay-force
    (if (null? (force s))
        (delay '())
        (let ((h (car (force s))) (t (cdr (force s))))
          (if (p? h) (delay (cons h (stream-filter p? t))) (stream-filter p? t))))))
(show (head (tail (tail (stream-filter odd? integers)))))
; expect: 5
(define count 0)
(define p (delay (begin (set! count (+ count 1)) (if (> count x) count (force p)))))
(define x 5)
(show (force p))
; expect: 6
(show (begin (set! x 10) (force p)))
; expect: 6
(show (promise? (delay 1)))
; expect: #t
(show (promise? (make-promise 1)))
; expect: #t
(show (force (make-promise 7)))
; expect: 7
(show (force 7))
; expect: 7
(show (let ((q (make-promise (delay 3)))) (promise? q)))
; expect: #t
(show (promise? 5))
; expect: #f
(define radix (make-parameter 10 (lambda (x) (if (and (exact-integer? x) (<= 2 x 16)) x (error "invalid radix")))))
(define (f n) (number->string n (radix)))
(show (f 12))
; expect: "12"
(show (parameterize ((radix 2)) (f 12)))
; expect: "1100"
(show (f 12))
; expect: "12"
(show (guard (e (#t (error-object-message e))) (parameterize ((radix 0)) (f 12))))
; expect: "invalid radix"
(show (let ((p (make-parameter 1))) (parameterize ((p 2)) (parameterize ((p 3)) (p)))))
; expect: 3
(show (let ((p (make-parameter 5 (lambda (x) (* x 2))))) (list (p) (parameterize ((p 7)) (p)) (p))))
; expect: (10 14 10)
(show (guard (condition ((assq 'a condition) => cdr) ((assq 'b condition))) (raise (list (cons 'a 42)))))
; expect: 42
(show (guard (condition ((assq 'a condition) => cdr) ((assq 'b condition))) (raise (list (cons 'b 23)))))
; expect: (b . 23)
(show (guard (e ((symbol? e) (list 'sym e)) ((string? e) (list 'str e))) (raise "boom")))
; expect: (str "boom")
(show (guard (e (#f 'never) (else 'else-clause)) (raise 'x)))
; expect: else-clause
(show (guard (e ((number? e) (* e 2))) (+ 1 (raise-continuable 20))))
; expect: 40
(show (guard (e ((string? e) e)) (guard (e2 ((number? e2) 'inner)) (raise "outer-only"))))
; expect: "outer-only"
(show `(list ,(+ 1 2) 4))
; expect: (list 3 4)
(show (let ((name 'a)) `(list ,name ',name)))
; expect: (list a (quote a))
(show `(a ,(+ 1 2) ,@(map abs '(4 -5 6)) b))
; expect: (a 3 4 5 6 b)
(show `(( foo ,(- 10 3)) ,@(cdr '(c)) . ,(car '(cons))))
; expect: ((foo 7) . cons)
(show `#(10 5 ,(sqrt 4) ,@(map sqrt '(16 9)) 8))
; expect: #(10 5 2 4 3 8)
; In the Kawa dialect @x is a splice (as in Kawa), so the report's identifier @baz is written |@baz|.
(show (let ((foo '(foo bar)) (|@baz| 'baz)) `(list ,@foo , |@baz|)))
; expect: (list foo bar baz)
(show `(a `(b ,(c) ,',(+ 1 2))))
; expect: (a (quasiquote (b (unquote (c)) (unquote (quote 3)))))
(show `(a `(b ,(+ 1 2) ,(foo ,(+ 1 3) d) e) f))
; expect: (a (quasiquote (b (unquote (+ 1 2)) (unquote (foo 4 d)) e)) f)
(show (let ((name1 'x) (name2 'y)) `(a `(b ,,name1 ,',name2 d) e)))
; expect: (a (quasiquote (b (unquote x) (unquote (quote y)) d)) e)
(show (quasiquote (list (unquote (+ 1 2)) 4)))
; expect: (list 3 4)
(show '(quasiquote (list (unquote (+ 1 2)) 4)))
; expect: (quasiquote (list (unquote (+ 1 2)) 4))
(show `(1 ,@'() 2))
; expect: (1 2)
(show `,(+ 2 3))
; expect: 5
(define range
  (case-lambda
    ((e) (range 0 e))
    ((b e) (do ((r '() (cons e r)) (e (- e 1) (- e 1))) ((< e b) r)))))
(show (range 3))
; expect: (0 1 2)
(show (range 3 5))
; expect: (3 4)
(define plus
  (case-lambda
    (() 0)
    ((x) x)
    ((x y) (+ x y))
    ((x y z) (+ (+ x y) z))
    (args (apply + args))))
(show (list (plus) (plus 1) (plus 1 2) (plus 1 2 3) (plus 1 2 3 4)))
; expect: (0 1 3 6 10)
(define g (case-lambda ((a) (list 'one a)) ((a . rest) (list 'many a rest))))
(show (list (g 1) (g 1 2 3)))
; expect: ((one 1) (many 1 (2 3)))
