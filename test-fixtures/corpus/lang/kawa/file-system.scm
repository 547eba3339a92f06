; Kawa's file system procedures beyond (scheme file): file-directory?, file-readable?,
; file-writable?, create-directory, rename-file, copy-file, system-tmpdir and force-output.
; Expected output from Kawa 3.1.1.
(define (show x) (write x) (newline))
(define dir (string-append "/tmp/kopi-kawa-files-" (number->string (current-jiffy))))
(define a (string-append dir "/a.txt"))
(define b (string-append dir "/b.txt"))
(define c (string-append dir "/c.txt"))
(show (create-directory dir))
(show (create-directory dir))
(show (create-directory (string-append dir "/no/such/parent")))
; expect: #t
; expect: #f
; expect: #f
(show (list (file-directory? dir) (file-directory? "/nonexistent-kopi") (file-exists? dir)))
(show (list (file-readable? dir) (file-writable? dir) (file-readable? "/nonexistent-kopi")))
; expect: (#t #f #t)
; expect: (#t #t #f)
(call-with-output-file a (lambda (port) (display "contents" port)))
(show (file-directory? a))
(show (rename-file a b))
(show (rename-file a b))
(show (list (file-exists? a) (file-exists? b)))
; expect: #f
; expect: #t
; expect: #f
; expect: (#f #t)
(copy-file b c)
(show (call-with-input-file c read-line))
(call-with-output-file b (lambda (port) (display "changed" port)))
(copy-file b c)
(show (call-with-input-file c read-line))
; expect: "contents"
; expect: "changed"
(show (guard (e ((file-error? e) 'file-error)) (copy-file (string-append dir "/missing") c)))
; expect: file-error
(delete-file b)
(delete-file c)
(delete-file dir)
(show (file-exists? dir))
; expect: #f
(show (string? (system-tmpdir)))
; expect: #t
(display "flushed")
(force-output)
(force-output (current-output-port))
(newline)
; expect: flushed
