; Guile's catch and throw, which Kawa 3.1.1 has by default: (throw key arg ...) raises an error
; object that (catch key thunk handler) catches by its key (#t: any key), calling
; (handler key arg ...); an error from `error` has the key misc-error and the message and
; irritants as its arguments. A guard sees the error object, whose message is the key. The
; one-argument (throw exception) of a Java exception still works. Expected output from Kawa 3.1.1,
; except the message of a bad throw, and (error 'who "msg") caught: Kawa passes the symbol who,
; Kopi the string "who" (its error keeps the message as a string).
(write (catch 'my-key (lambda () (throw 'my-key 1 2)) (lambda (k . args) (list 'handler k args))))
(newline)
; expect: (handler my-key (1 2))
(write (guard (e (#t (list 'g e))) (throw 'my-key "a" 1)))
(newline)
; expect: (g #<ERROR my-key "a" 1>)
(write (catch #t (lambda () (throw 'other 1)) (lambda (k . args) (list 'all k args))))
(newline)
; expect: (all other (1))
(write (catch 'my-key (lambda () 'normal) (lambda (k . args) 'h)))
(newline)
; expect: normal
(define (describe thunk)
  (guard (e (#t (list (error-object? e) (error-object-message e) (error-object-irritants e))))
    (thunk)))
(write (describe (lambda () (throw 'my-key "a" 1))))
(newline)
; expect: (#t my-key ("a" 1))
(write (describe (lambda () (throw 'my-key))))
(newline)
; expect: (#t my-key ())
(write (catch 'a
         (lambda () (catch 'b (lambda () (throw 'a 1)) (lambda (k . r) 'inner)))
         (lambda (k . r) (list 'outer k r))))
(newline)
; expect: (outer a (1))
(write (catch #t (lambda () (error "msg" 1 2)) (lambda (k . args) (list 'err k args))))
(newline)
; expect: (err misc-error ("msg" 1 2))
(write (guard (e ((symbol? e) (list 'raised e)))
  (catch #t (lambda () (raise 'sym)) (lambda (k . args) 'caught))))
(newline)
; expect: (raised sym)
(write (guard (e ((string? e) 'string) (#t (java.lang.Throwable? e)))
  (catch #t (lambda () (throw (java.lang.RuntimeException "x"))) (lambda (k . args) 'caught))))
(newline)
; expect: #t
(write (guard (e (#t 'bad-throw)) (throw "str" 1)))
(newline)
; expect: bad-throw
(define (loop n) (if (= n 0) (throw 'done 'bottom) (loop (- n 1))))
(write (catch 'done (lambda () (loop 100000)) (lambda (k v) v)))
(newline)
; expect: bottom
(throw 'unhandled "a" 1)
; expect runtime error: unhandled "a" 1
