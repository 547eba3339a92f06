; R7RS 6.14 and (scheme load): load evaluates a file's forms in the interaction environment.
(import (scheme base) (scheme load) (scheme file) (scheme repl) (scheme eval) (scheme write) (scheme time))
(define name (string-append "/tmp/kopi-r7rs-load-" (number->string (current-jiffy)) ".scm"))
(with-output-to-file name
  (lambda ()
    (write '(define loaded-value (* 6 7)))
    (write '(display "loading"))
    (write '(newline))))
(load name)
; expect: loading
(write (eval 'loaded-value (interaction-environment)))
(newline)
; expect: 42
(load name (interaction-environment))
; expect: loading
(delete-file name)
(write (guard (e ((error-object? e) 'load-error)) (load name)))
(newline)
; expect: load-error
