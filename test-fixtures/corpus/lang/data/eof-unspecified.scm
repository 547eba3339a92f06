; The eof object and the unspecified value are distinct singletons.
(write (eof-object? (eof-object)))
(newline)
; expect: #t
(write (list (eof-object? 'eof) (eof-object? "") (eq? (eof-object) (eof-object))))
(newline)
; expect: (#f #f #t)
(write (eof-object? (read-char (open-input-string ""))))
(newline)
; expect: #t
(write (eof-object? (read (open-input-string "   "))))
(newline)
; expect: #t
(define unspecified (if #f #f))
;                   ^^^^^^^^^^ warning: missing else where value is required
(write (list (eq? unspecified (if #f #f)) (eof-object? unspecified) (boolean? unspecified)))
;                             ^^^^^^^^^^ warning: missing else where value is required
(newline)
; expect: (#t #f #f)
