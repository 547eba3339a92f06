; Malformed ~<...~> control strings are found at compile time.
(display (format "~10<abc"))
;                ^^^^^^^^^ error: format: ~< without a closing ~>
(display (format "abc~>"))
;                ^^^^^^^ error: format: ~> without a matching ~<
(display (format "~<a~;b~:;c~>"))
;                ^^^^^^^^^^^^^^ error: format: ~:; in ~< must end its first clause (the line prefix)
(display (format "~[a~1;b~]" 0))
;                ^^^^^^^^^^^ error: format: ~; takes parameters only as ~spare,width:; after the first clause of ~<
