; raise-continuable returns the handler's value to the raise point.
(write (with-exception-handler
         (lambda (c) 42)
         (lambda () (+ (raise-continuable 'c) 23))))
(newline)
; expect: 65
(write (call-with-current-continuation
         (lambda (k)
           (with-exception-handler
             (lambda (e) (k (list 'escaped e)))
             (lambda () (raise 'oops))))))
(newline)
; expect: (escaped oops)
