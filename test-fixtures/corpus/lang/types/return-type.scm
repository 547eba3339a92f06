; A body whose type can never match the declared result type.
(define (name-length (s ::string)) ::int
  (string-append s "!"))
; ^^^^^^^^^^^^^^^^^^^^^ error: name-length: result expects int, got string
