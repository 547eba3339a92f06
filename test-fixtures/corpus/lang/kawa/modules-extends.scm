; (module-extends Class): the module's class is a subclass of java.lang.Thread whose run method is
; the module's run procedure; (helpers.ticker) makes a thread, started and joined from Scheme.
; Kawa 3.1.1 also prints "tick in main" first: when the module is required it calls the module's
; run, taking the user's procedure for its own module-body method. That is plainly wrong, and
; Kopi does not.
(require <helpers.ticker>)
(define t (helpers.ticker))
(display (instance? t java.lang.Thread)) (newline)
(t:setName "worker")
(t:start) (t:join)
; expect: #t
; expect: tick in worker
