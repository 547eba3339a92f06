; R7RS 6.3, 6.5, 6.11, 6.14: symbol=?, boolean=?, features, read-error?, file-error?.
(write (list (symbol=? 'a 'a) (symbol=? 'a 'a 'a) (symbol=? 'a 'b) (symbol=? 'a (string->symbol "a"))))
(newline)
; expect: (#t #t #f #t)
(write (list (boolean=? #t #t) (boolean=? #f #f #f) (boolean=? #t #f) (boolean=? #f #f #t)))
(newline)
; expect: (#t #t #f #f)
(write (list (list? (features)) (and (memq 'r7rs (features)) #t) (and (memq 'full-unicode (features)) #t)))
(newline)
; expect: (#t #t #t)
(write (guard (e ((read-error? e) 'read-error) ((error-object? e) 'other)) (read (open-input-string "(1 2"))))
(newline)
; expect: read-error
(write (guard (e ((read-error? e) 'read-error) ((error-object? e) 'other)) (read (open-input-string ")"))))
(newline)
; expect: read-error
(write (guard (e ((file-error? e) 'file-error) (#t 'other)) (open-input-file "/nonexistent/kopi/r7rs/file")))
(newline)
; expect: file-error
(write (list (read-error? 'x) (file-error? "x") (read-error? (make-string 1))))
(newline)
; expect: (#f #f #f)
(write (guard (e ((read-error? e) 'read-error) ((file-error? e) 'file-error) ((error-object? e) 'plain)) (error "boom" 1)))
(newline)
; expect: plain
(write (guard (e ((string? e) e)) (raise "raised")))
(newline)
; expect: "raised"
(write (guard (e ((error-object? e) (list (error-object-message e) (error-object-irritants e)))) (error "msg" 1 'two "three")))
(newline)
; expect: ("msg" (1 two "three"))
