; A Kawa module whose class implements two interfaces: its procedures run and applyAsInt are the
; interfaces' methods (modules-implements.scm uses it).
(module-name helpers.greeter)
(module-implements java.lang.Runnable java.util.function.IntUnaryOperator)
(define (run) (display "hello from run") (newline))
(define (applyAsInt x ::int) ::int (* x 2))
