; Bodies of let, let*, letrec, letrec*, let-values, begin and named let are tail positions.
(define (f1 n) (let ((m (- n 1))) (if (< m 0) 'let (f2 m))))
(define (f2 n) (let* ((a n) (m (- a 1))) (if (< m 0) 'let* (f3 m))))
(define (f3 n) (letrec ((m (- n 1))) (if (< m 0) 'letrec (f4 m))))
(define (f4 n) (letrec* ((m (- n 1))) (if (< m 0) 'letrec* (f5 m))))
(define (f5 n) (let-values (((m) (- n 1))) (if (< m 0) 'let-values (f6 m))))
(define (f6 n) (begin 'ignored (if (< (- n 1) 0) 'begin (f1 (- n 1)))))
(write (f1 1200000))
(newline)
; expect: let
(define (loop-forever-ish n) (let loop ((i n) (acc '())) (if (= i 0) (length acc) (loop (- i 1) (if (< i 3) (cons i acc) acc)))))
(write (loop-forever-ish 1000000))
(newline)
; expect: 2
