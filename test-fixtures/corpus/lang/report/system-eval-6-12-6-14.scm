; R7RS 6.12 environments and evaluation and 6.14 system interface: load, file-exists?,
; delete-file, command-line, environment variables, time and features.
(import (scheme base) (scheme eval) (scheme file) (scheme load) (scheme process-context)
        (scheme read) (scheme repl) (scheme time) (scheme write))
(define (show x) (write x) (newline))
(show (eval '(* 7 3) (environment '(scheme base))))
; expect: 21
(show (eval '(string->symbol "x") (environment '(only (scheme base) string->symbol))))
; expect: x
(show (eval ''(quoted) (environment '(only (scheme base) quote))))
; expect: (quoted)
(show (eval 5 (environment)))
; expect: 5
(show (eval "self-evaluating" (environment)))
; expect: "self-evaluating"
(show (eval '(begin (define a 1) (define b 2) (+ a b)) (environment '(scheme base))))
; expect: 3
(show (eval '(call-with-values (lambda () (values 1 2)) cons) (environment '(scheme base))))
; expect: (1 . 2)
(define tmp (string-append "/tmp/kopi-report-6-14-" (number->string (current-jiffy)) ".tmp"))
(when (file-exists? tmp) (delete-file tmp))
(show (file-exists? tmp))
; expect: #f
(with-output-to-file tmp (lambda () (write '(define loaded-value (* 6 7)))))
(show (file-exists? tmp))
; expect: #t
(show (call-with-input-file tmp read))
; expect: (define loaded-value (* 6 7))
(load tmp (environment '(scheme base)))
(define env (environment '(scheme base)))
(load tmp env)
(show (eval 'loaded-value env))
; expect: 42
(show (with-input-from-file tmp (lambda () (read-char))))
; expect: #\(
(call-with-output-file tmp (lambda (port) (write-string "line 1\nline 2\n" port)))
(show (call-with-input-file tmp (lambda (port) (list (read-line port) (read-line port)))))
; expect: ("line 1" "line 2")
(show (let ((p (open-input-file tmp))) (let ((s (read-string 4 p))) (close-input-port p) s)))
; expect: "line"
(show (let ((p (open-binary-input-file tmp))) (let ((b (read-u8 p))) (close-port p) b)))
; expect: 108
(let ((p (open-binary-output-file tmp))) (write-bytevector #u8(1 2 3) p) (close-port p))
(show (let ((p (open-binary-input-file tmp))) (let ((b (read-bytevector 10 p))) (close-port p) b)))
; expect: #u8(1 2 3)
(let ((p (open-output-file tmp))) (display "text" p) (close-port p))
(show (call-with-input-file tmp read-line))
; expect: "text"
(delete-file tmp)
(show (file-exists? tmp))
; expect: #f
(show (guard (e ((file-error? e) 'file-error)) (delete-file tmp)))
; expect: file-error
(show (guard (e ((file-error? e) 'file-error)) (open-input-file tmp)))
; expect: file-error
(show (pair? (command-line)))
; expect: #t
(show (string? (get-environment-variable "PATH")))
; expect: #t
(show (get-environment-variable "KOPI_REPORT_SURELY_UNSET"))
; expect: #f
(show (list? (get-environment-variables)))
; expect: #t
(show (exact-integer? (current-jiffy)))
; expect: #t
(show (exact-integer? (jiffies-per-second)))
; expect: #t
(show (inexact? (current-second)))
; expect: #t
(show (let ((t0 (current-jiffy))) (<= t0 (current-jiffy))))
; expect: #t
(show (list? (features)))
; expect: #t
(show (and (memq 'r7rs (features)) #t))
; expect: #t
(show (and (memq 'full-unicode (features)) #t))
; expect: #t
