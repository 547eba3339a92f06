; A failed file operation is a file error whose message names the file and says why, in the C
; library's words (Kawa 3.1.1 raises the Java exception, whose message is the file name). Opening
; a directory for input fails at once, as in Kawa.
(define (message thunk)
  (guard (e ((file-error? e) (display (error-object-message e)) (newline)))
    (thunk)))
(message (lambda () (open-input-file "/nonexistent-kopi/x")))
(message (lambda () (open-output-file "/nonexistent-kopi/x")))
(message (lambda () (open-binary-input-file "/nonexistent-kopi/x")))
(message (lambda () (delete-file "/nonexistent-kopi/x")))
(message (lambda () (copy-file "/nonexistent-kopi/x" "/nonexistent-kopi/y")))
(message (lambda () (open-input-file "a\x0;b")))
(message (lambda () (open-input-file "/tmp")))
(message (lambda () (open-binary-input-file "/tmp")))
; expect: file: cannot open input file "/nonexistent-kopi/x": no such file or directory
; expect: file: cannot open output file "/nonexistent-kopi/x": no such file or directory
; expect: file: cannot open input file "/nonexistent-kopi/x": no such file or directory
; expect: file: cannot delete "/nonexistent-kopi/x": no such file or directory
; expect: file: cannot copy "/nonexistent-kopi/x" to "/nonexistent-kopi/y": no such file or directory
; expect: file: open-input-file: invalid file name "a\x0;b": nul character not allowed
; expect: file: cannot open input file "/tmp": is a directory
; expect: file: cannot open input file "/tmp": is a directory
(delete-file "/nonexistent-kopi/z")
; expect runtime error: file: cannot delete "/nonexistent-kopi/z": no such file or directory
