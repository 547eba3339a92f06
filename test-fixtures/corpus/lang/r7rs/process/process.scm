; (scheme process-context) and (scheme time).
(import (scheme base) (scheme process-context) (scheme time) (scheme write))
(write (list (list? (command-line)) (string? (car (command-line)))))
(newline)
; expect: (#t #t)
(write (string? (get-environment-variable "PATH")))
(write (get-environment-variable "KOPI_SURELY_UNDEFINED_VARIABLE"))
(newline)
; expect: #t#f
(define vars (get-environment-variables))
(write (and (list? vars) (pair? (car vars)) (string? (caar vars)) (string? (cdar vars))))
(write (equal? (cdr (assoc "PATH" vars)) (get-environment-variable "PATH")))
(newline)
; expect: #t#t
(write (list (exact-integer? (current-jiffy)) (exact-integer? (jiffies-per-second)) (positive? (jiffies-per-second)) (real? (current-second)) (> (current-second) 1.5e9)))
(newline)
; expect: (#t #t #t #t #t)
(define t0 (current-jiffy))
(write (>= (current-jiffy) t0))
(newline)
; expect: #t
(dynamic-wind
  (lambda () (display "before") (newline))
  (lambda () (exit))
  (lambda () (display "after") (newline)))
; expect: before
; expect: after
(display "not reached")
