; A closure's name and arity come from its class, not from fields of each instance: arity errors
; through apply still name a capturing closure and its counts, for fixed, optional and rest
; parameters and for case-lambda, and a named closure still prints with its name. (Kawa 3.1.1
; prints the same values; its arity errors are no error objects, so the messages are Kopi's.)
(define (make-adder n) (define (add-n x y) (+ n x y)) add-n)
(define (make-rest n) (lambda (a b . more) (+ n a b (length more))))
(define (make-optional n) (lambda (a #!optional (b 1)) (+ n a b)))
(define (make-case n) (case-lambda ((a) (+ n a)) ((a b c) (+ n a b c))))
(define (message thunk)
  (guard (e (#t (display (error-object-message e)) (newline)))
    (thunk)))
(display (make-adder 1))
(newline)
; expect: #<procedure add-n>
(display (apply (make-adder 1) (list 2 3)))
(newline)
; expect: 6
(message (lambda () (apply (make-adder 1) (list 2))))
; expect: add-n: expected 2 arguments, got 1
(message (lambda () (apply (make-rest 1) (list 2))))
; expect: #<procedure>: expected at least 2 arguments, got 1
(message (lambda () (apply (make-optional 1) (list 1 2 3))))
; expect: #<procedure>: expected between 1 and 2 arguments, got 3
(message (lambda () (apply (make-case 1) (list 1 2))))
; expect: #<procedure>: expected between 1 and 3 arguments, got 2
(display (apply (make-rest 1) (list 2 3 4 5)))
(newline)
; expect: 8
