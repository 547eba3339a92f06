; display shows #!void (the value of (if #f #f)) as nothing, inside a vector or list too, as
; Kawa 3.1.1 does; write names it. A symbol starting with @ is written with bars, since @a reads
; as ($splice$ a).
(display (if #f #f))
(display "|")
(display (vector (if #f #f) 1))
;                ^^^^^^^^^^ warning: missing else where value is required
(display (list 1 (if #f #f)))
;                ^^^^^^^^^^ warning: missing else where value is required
(newline)
(write (list (if #f #f) (string->symbol "@a") (string->symbol "a@")))
;            ^^^^^^^^^^ warning: missing else where value is required
(newline)
(write (eq? (read (open-input-string "|@a|")) (string->symbol "@a")))
(newline)
; expect: |#( 1)(1 )
; expect: (#!void |@a| a@)
; expect: #t
