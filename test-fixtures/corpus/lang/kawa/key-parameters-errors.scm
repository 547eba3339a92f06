; Keyword arguments are checked when the procedure is called.
(define (f #!key (b 2)) b)
(f b:)
; expect runtime error: f: keyword b: has no value
