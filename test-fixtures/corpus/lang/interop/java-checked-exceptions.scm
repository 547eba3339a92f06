; Java exceptions from interop calls, checked ones too (ClassNotFoundException,
; FileNotFoundException, URISyntaxException), are Scheme conditions: guard and
; with-exception-handler catch them, and the condition is the Java exception itself, on which
; error-object?, error-object-message and error-object-irritants work (issue 15, item 4).
(define (describe e)
  (list (error-object? e) (error-object-message e) (error-object-irritants e)
        (instance? e java.lang.Throwable) ((e:getClass):getSimpleName)))
(write (guard (e (#t (describe e))) (java.lang.Class:forName "nope")))
(newline)
; expect: (#t "nope" () #t "ClassNotFoundException")
(write (guard (e (#t (describe e))) (java.net.URI "a b")))
(newline)
; expect: (#t "Illegal character in path at index 1: a b" () #t "URISyntaxException")
(write (guard (e ((file-error? e) (list 'file-error (describe e))))
  (java.io.FileInputStream "/nonexistent/kopi-no-such-file")))
(newline)
; expect: (file-error (#t "/nonexistent/kopi-no-such-file (No such file or directory)" () #t "FileNotFoundException"))
; Unchecked ones, as before.
(write (guard (e (#t (describe e))) (java.lang.Integer:parseInt "x")))
(newline)
; expect: (#t "For input string: \"x\"" () #t "NumberFormatException")
; with-exception-handler: the handler gets the exception and may escape.
(write (call/cc
        (lambda (k)
          (with-exception-handler
           (lambda (e) (k (list 'handled (error-object-message e))))
           (lambda () (java.lang.Class:forName "nope2"))))))
(newline)
; expect: (handled "nope2")
; A guard whose clauses do not match passes the exception on to the next one, unchanged.
(define inner-saw #f)
(write (guard (outer ((error-object? outer) (list inner-saw (error-object-message outer))))
  (guard (inner ((begin (set! inner-saw #t) #f) 'never))
    (java.lang.Class:forName "nope3"))))
(newline)
; expect: (#t "nope3")
(define caught (guard (e (#t e)) (java.lang.Class:forName "nope4")))
(write (list (eq? caught caught) (error-object-message caught) ((caught:getClass):getName)))
(newline)
; expect: (#t "nope4" "java.lang.ClassNotFoundException")
; A handler that returns from a Java exception is an error, as for any raise.
(write (guard (e ((error-object? e) (error-object-message e)))
  (with-exception-handler (lambda (e) 'ignored) (lambda () (java.lang.Class:forName "nope5")))))
(newline)
; expect: "raise: exception handler returned from a non-continuable exception"
; dynamic-wind after thunks run when a Java exception unwinds through them.
(define trail '())
(guard (e (#t (set! trail (cons 'caught trail))))
  (dynamic-wind (lambda () (set! trail (cons 'in trail)))
                (lambda () (java.lang.Class:forName "nope6"))
                (lambda () (set! trail (cons 'out trail)))))
(write (reverse trail))
(newline)
; expect: (in out caught)
