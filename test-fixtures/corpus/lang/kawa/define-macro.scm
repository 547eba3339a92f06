; Kawa's non-hygienic macros: define-macro and defmacro (outputs checked against Kawa 3.1.1).
(define-macro (swap! a b) `(let ((tmp ,a)) (set! ,a ,b) (set! ,b tmp)))
(define x 1)
(define y 2)
(swap! x y)
(display (list x y))
(newline)
; expect: (2 1)
(defmacro my-unless (c . body) `(if ,c #f (begin ,@body)))
(display (my-unless #f 'ran))
(newline)
; expect: ran
(define-macro my-inc! (lambda (v) (list 'set! v (list '+ v 1))))
(my-inc! x)
(display x)
(newline)
; expect: 3
; Not hygienic: the expansion's it is the use's it (anaphoric macros work).
(define-macro (with-it val . body) `(let ((it ,val)) ,@body))
(display (with-it 42 (* it 2)))
(newline)
; expect: 84
; A transformer may compute, and a macro may expand into another use of itself.
(define-macro (my-and . tests)
  (cond ((null? tests) #t)
        ((null? (cdr tests)) (car tests))
        (else `(if ,(car tests) (my-and ,@(cdr tests)) #f))))
(display (list (my-and) (my-and 1 2 3) (my-and 1 #f 3)))
(newline)
; expect: (#t 3 #f)
(define-macro (times n) (* n 10))
(display (times 4))
(newline)
; expect: 40
; A transformer may call the program's own top-level procedures, as in Kawa.
(define (make-adder-form n) (list '+ n 1))
(define-macro (add1 n) (make-adder-form n))
(display (add1 41))
(newline)
; expect: 42
