; (require <a.b>) of an R7RS library: the library (a b), as import would find it. Here
; (helpers r7rs-counter), a define-library in helpers/r7rs-counter.scm.
(require <helpers.r7rs-counter>)
(write (list (next-count!) (next-count!)))
(newline)
; expect: (1 2)
