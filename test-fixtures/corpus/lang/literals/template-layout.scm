; Layout in literal bodies: &#|...|# comments, &- drops the line end after it, &| strips the
; indentation before it (and a first line of only whitespace); the quoted form shows the parts.
(display &{a&#| a comment &#| nested |# |#b})
(newline)
; expect: ab
(display &{line one &-
two})
(newline)
; expect: line one two
(display &{
   &|margin
   &|  kept indentation})
(newline)
; expect: margin
; expect:   kept indentation
(write '&tag[a b]{body &[c]})
(newline)
; expect: ($construct$:tag a b $>>$ "body " $<<$ c $>>$)
(write '&tag[a b])
(newline)
; expect: ($construct$:tag a b $>>$)
(write '&tag{x &[1 2] &other{y}})
(newline)
; expect: ($construct$:tag "x " $<<$ 1 2 $>>$ " " ($construct$:other "y"))
