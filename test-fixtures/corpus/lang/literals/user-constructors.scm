; $construct$:tag resolves by ordinary scoping: a procedure or a macro the user defines.
(define ($construct$:count . parts) (length parts))
(write &count{a &[1] b})
(newline)
; expect: 5
(define-syntax $construct$:quoted
  (syntax-rules ()
    ((_ part ...) '(part ...))))
(write &quoted{x &[y] z})
(newline)
; expect: ("x " $<<$ y $>>$ " z")
(let (($construct$:count (lambda parts 'shadowed)))
  (write &count{a}))
(newline)
; expect: shadowed
