; Static methods and fields; an untyped integer literal picks the int overload as javac would.
(display (java.lang.Math:max 3 9))
(newline)
(display (java.lang.Math:abs -5))
(newline)
(display (java.lang.Math:max 2.5 1))
(newline)
(display (java.lang.Math:sqrt 16))
(newline)
(display java.lang.Integer:MAX_VALUE)
(newline)
(write (java.lang.String:valueOf 12))
(newline)
(write (java.lang.Long:valueOf 5000000000))
(newline)
(write (java.lang.Character:toUpperCase #\a))
(newline)
(write (java.lang.Boolean:parseBoolean "true"))
(newline)
(write (exact? (java.lang.Integer:parseInt "42")))
(newline)
; expect: 9
; expect: 5
; expect: 2.5
; expect: 4.0
; expect: 2147483647
; expect: "12"
; expect: 5000000000
; expect: #\A
; expect: #t
; expect: #t
