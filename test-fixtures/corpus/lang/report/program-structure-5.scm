; R7RS 5: definitions (top level, internal, define-values), syntax definitions and record types.
(import (scheme base) (scheme write))
(define (show x) (write x) (newline))
(define add3 (lambda (x) (+ x 3)))
(show (add3 3))
; expect: 6
(define first car)
(show (first '(1 2)))
; expect: 1
(define (list-of . xs) xs)
(show (list-of 1 2 3))
; expect: (1 2 3)
(define (opt a . rest) (list a rest))
(show (opt 1))
; expect: (1 ())
(show (opt 1 2 3))
; expect: (1 (2 3))
(show (let ((x 5))
        (define foo (lambda (y) (bar x y)))
        (define bar (lambda (a b) (+ (* a b) a)))
        (foo (+ x 3))))
; expect: 45
(show (let ()
        (define x 1)
        (define (get) x)
        (set! x 2)
        (get)))
; expect: 2
(show (let ()
        (define-values (a b) (values 1 2))
        (define c (+ a b))
        (list a b c)))
; expect: (1 2 3)
(define-values (q r) (floor/ 17 5))
(show (list q r))
; expect: (3 2)
(define-values (head . tail) (values 1 2 3))
(show (list head tail))
; expect: (1 (2 3))
(define-values all (values 'x 'y))
(show all)
; expect: (x y)
(define-values () (values))
(show (let () (define-values (x) (values 'single)) x))
; expect: single
(show (let ()
        (begin (define a 1) (define b 2))
        (+ a b)))
; expect: 3
(show (let ()
        (define-syntax double (syntax-rules () ((_ e) (* 2 e))))
        (define y (double 4))
        y))
; expect: 8
(define-record-type <pare>
  (kons x y)
  pare?
  (x kar set-kar!)
  (y kdr))
(show (pare? (kons 1 2)))
; expect: #t
(show (pare? (cons 1 2)))
; expect: #f
(show (kar (kons 1 2)))
; expect: 1
(show (kdr (kons 1 2)))
; expect: 2
(show (let ((k (kons 1 2))) (set-kar! k 3) (kar k)))
; expect: 3
(define-record-type point (make-point x y) point? (y point-y) (x point-x set-point-x!))
(show (let ((p (make-point 1 2))) (list (point-x p) (point-y p))))
; expect: (1 2)
(show (map point? (list (make-point 0 0) 'point #(0 0) (kons 0 0))))
; expect: (#t #f #f #f)
(define-record-type <empty> (make-empty) empty?)
(show (empty? (make-empty)))
; expect: #t
(define-record-type <partial> (make-partial a) partial? (a partial-a) (b partial-b set-partial-b!))
(show (let ((p (make-partial 1))) (set-partial-b! p 2) (list (partial-a p) (partial-b p))))
; expect: (1 2)
(show (procedure? kons))
; expect: #t
(show (guard (e ((error-object? e) 'wrong-type)) (kar (make-point 1 2))))
; expect: wrong-type
(show (eq? (kons 1 2) (kons 1 2)))
; expect: #f
(show (let ((k (kons 1 2))) (eqv? k k)))
; expect: #t
(show (equal? (make-empty) (make-empty)))
; expect: #f
(define-syntax define-constant
  (syntax-rules () ((_ name value) (define name value))))
(define-constant the-answer 42)
(show the-answer)
; expect: 42
(define (outer)
  (define (inner n) (if (= n 0) 'done (inner (- n 1))))
  (inner 10))
(show (outer))
; expect: done
(define counter
  (let ((n 0))
    (lambda () (set! n (+ n 1)) n)))
(counter)
(show (counter))
; expect: 2
