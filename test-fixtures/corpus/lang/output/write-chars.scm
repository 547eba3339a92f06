; Characters with no name are written as themselves, or in hex when they are not printable.
(write (list #\x #\( #\; #\λ (integer->char 0) (integer->char #x7f)))
(newline)
; expect: (#\x #\( #\; #\λ #\null #\delete)
(write (integer->char #x1F600))
(newline)
; expect: #\😀
