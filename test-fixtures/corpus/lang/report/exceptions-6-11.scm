; R7RS 6.11 exceptions: with-exception-handler, raise, raise-continuable, error objects.
(import (scheme base) (scheme file) (scheme read) (scheme write))
(define (show x) (write x) (newline))
(show (call-with-current-continuation
        (lambda (k)
          (with-exception-handler
            (lambda (e) (k (list 'condition e)))
            (lambda () (+ 1 (raise 'an-error)))))))
; expect: (condition an-error)
(show (with-exception-handler
        (lambda (con) (cond ((string? con) 42) (else 0)))
        (lambda () (+ (raise-continuable "should be a number") 23))))
; expect: 65
(show (with-exception-handler
        (lambda (e) 10)
        (lambda () (* 2 (raise-continuable 'x)))))
; expect: 20
(show (call/cc
        (lambda (k)
          (with-exception-handler
            (lambda (e) (k (list 'outer e)))
            (lambda ()
              (with-exception-handler
                (lambda (e) (raise (list 'inner e)))
                (lambda () (raise 'boom))))))))
; expect: (outer (inner boom))
(show (call/cc
        (lambda (k)
          (with-exception-handler
            (lambda (e) (k 'handler-returned-for-raise))
            (lambda ()
              (with-exception-handler
                (lambda (e) 'returning-from-a-raise-is-an-error)
                (lambda () (raise 'non-continuable))))))))
; expect: handler-returned-for-raise
(show (guard (e ((error-object? e) (list (error-object-message e) (error-object-irritants e))))
        (error "Something went wrong:" 'a 42 "s")))
; expect: ("Something went wrong:" (a 42 "s"))
(show (guard (e ((error-object? e) (error-object-irritants e))) (error "no irritants")))
; expect: ()
(show (guard (e (#t (error-object? e))) (raise 'not-an-error-object)))
; expect: #f
(show (guard (e (#t (error-object? e))) (car 5)))
;                                            ^ warning: car: argument 1 expects pair, got integer
; expect: #t
(show (guard (e ((string? e) (string-append "caught " e))) (raise "str")))
; expect: "caught str"
(show (guard (e ((read-error? e) 'read-error)) (read (open-input-string "(1 2"))))
; expect: read-error
(show (guard (e ((read-error? e) 'read-error)) (read (open-input-string ")"))))
; expect: read-error
(show (guard (e ((read-error? e) 'read-error) (#t 'other)) (read (open-input-string "#<foo>"))))
; expect: read-error
(show (guard (e ((read-error? e) 'read-error) (#t 'other)) (raise 'x)))
; expect: other
(show (guard (e ((file-error? e) 'file-error)) (open-input-file "/no/such/dir/kopi-missing.txt")))
; expect: file-error
(show (guard (e ((file-error? e) 'file-error) (#t 'other)) (error "plain")))
; expect: other
(show (file-error? 'x))
; expect: #f
(show (read-error? "x"))
; expect: #f
(show (let ((log '()))
        (guard (e (#t (set! log (cons (list 'guard e) log))))
          (dynamic-wind
            (lambda () (set! log (cons 'before log)))
            (lambda () (raise 'oops))
            (lambda () (set! log (cons 'after log)))))
        (reverse log)))
; expect: (before after (guard oops))
(show (guard (e ((symbol? e) (list 'reraised e)))
        (guard (e ((string? e) 'not-me))
          (raise 'sym))))
; expect: (reraised sym)
(show (with-exception-handler
        (lambda (e) 0)
        (lambda () (guard (e ((string? e) 'string)) (+ 1 (raise-continuable 'num))))))
; expect: 1
(show (error-object-message (guard (e (#t e)) (error "msg" 1 2))))
; expect: "msg"
(show (guard (e (#t (list (error-object? e) (error-object-message e)))) (vector-ref (vector) 0)))
; expect: (#t "vector-ref: index 0 out of range for length 0")
