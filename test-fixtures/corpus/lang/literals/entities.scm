; Entity references: the standard ones, numeric ones, and user-defined ones through $entity$:name.
(display &{&lt;a href=&quot;x&quot;&gt; &amp; &apos;q&apos; &lbrace;&rbrace;})
(newline)
; expect: <a href="x"> & 'q' {}
(display &{&#65;&#x42;&#x43;})
(newline)
; expect: ABC
(define $entity$:kopi "Kopi")
(display &{&kopi; compiles})
(newline)
; expect: Kopi compiles
(write $entity$:lt)
(newline)
; expect: "<"
(let (($entity$:lt "LESS"))
  (display &{a &lt; b}))
(newline)
; expect: a LESS b
