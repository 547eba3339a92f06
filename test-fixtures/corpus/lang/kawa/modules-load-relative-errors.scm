; load-relative with a computed name is not supported.
(define (f name) (load-relative name))
;                 ^^^^^^^^^^^^^ error: unbound variable: load-relative (a Kawa load procedure, outside a top-level (load-relative "file"), that Kopi does not support yet)
