; (module-implements Interface ...): the module's class implements the interfaces, its top-level
; procedures are their methods, and (helpers.greeter) makes an instance, used as a Runnable and an
; IntUnaryOperator from Scheme and by Java code (Thread, IntUnaryOperator.andThen).
; Kawa 3.1.1 also prints "hello from run" once before everything else: when the module is required
; it calls the module's run, taking the user's procedure for its own module-body method. That is
; plainly wrong (requiring a module does not call its procedures), and Kopi does not.
(require <helpers.greeter>)
(define g (helpers.greeter))
(display (instance? g java.lang.Runnable)) (newline)
(g:run)
(display (g:applyAsInt 5)) (newline)
(define f ::java.util.function.IntUnaryOperator g)
(display (f:applyAsInt 21)) (newline)
(display ((f:andThen f):applyAsInt 3)) (newline)
(define th (java.lang.Thread (as java.lang.Runnable g)))
(th:start) (th:join)
; expect: #t
; expect: hello from run
; expect: 10
; expect: 42
; expect: 12
; expect: hello from run
