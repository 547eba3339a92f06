; unquote-splicing needs a list (or vector) to splice into: as the whole template or as a dotted
; tail it is an error, as in Kawa 3.1.1 (which reports "invalid used of unquote-splicing").
(define x (list 1 2))
(define whole `,@x)
;              ^^^ error: unquote-splicing: allowed only as an element of a list or vector, got (unquote-splicing x)
(define tail `(a . ,@x))
;                  ^^^ error: unquote-splicing: allowed only as an element of a list or vector, got (unquote-splicing x)
