; read-error? and file-error? recognise the errors of reading and of opening files.
(write (guard (e ((file-error? e) 'file-error)) (open-input-file "/nonexistent/kopi/file.txt")))
(newline)
; expect: file-error
(write (guard (e ((read-error? e) 'read-error)) (read (open-input-string "(1 2"))))
(newline)
; expect: read-error
(write (guard (e ((file-error? e) 'file-error) (else 'other)) (car 1)))
;                                                                  ^ warning: car: argument 1 expects pair, got integer
(newline)
; expect: other
