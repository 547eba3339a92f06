; R7RS 6.13.1: port state, close-port, call-with-port, eof-object.
(define p (open-input-string "xyz"))
(write (input-port-open? p))
(newline)
; expect: #t
(close-port p)
(write (input-port-open? p))
(newline)
; expect: #f
(define o (open-output-string))
(write (output-port-open? o))
(close-output-port o)
(write (output-port-open? o))
(newline)
; expect: #t#f
(define q (open-input-string "qq"))
(close-input-port q)
(close-input-port q)
(write (input-port-open? q))
(newline)
; expect: #f
(define r (open-input-string "42 rest"))
(write (call-with-port r read))
(newline)
; expect: 42
(write (input-port-open? r))
(newline)
; expect: #f
(write (list (eof-object? (eof-object)) (eq? (eof-object) (eof-object)) (eof-object? 'eof)))
(newline)
; expect: (#t #t #f)
(write (call-with-port (open-output-string) (lambda (port) (write 'x port) 'done)))
(newline)
; expect: done
(write (guard (e (#t 'closed)) (read-char p)))
(newline)
; expect: closed
