; Macros that expand into definitions, at top level and in bodies, and macros defining macros.
(define-syntax define-getter
  (syntax-rules ()
    ((_ name value) (define (name) value))))
(define-getter answer 42)
(write (answer))
(newline)
; expect: 42
(define-syntax define-two
  (syntax-rules ()
    ((_ a b v) (begin (define a v) (define b v)))))
(define-two p q 9)
(write (+ p q))
(newline)
; expect: 18
(define (body-use)
  (define-two m n 1)
  (+ m n))
(write (body-use))
(newline)
; expect: 2
(define-syntax define-constant-macro
  (syntax-rules ()
    ((_ name value) (define-syntax name (syntax-rules () ((_) value))))))
(define-constant-macro seven 7)
(write (seven))
(newline)
; expect: 7
