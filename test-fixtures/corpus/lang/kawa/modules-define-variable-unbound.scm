; (define-variable u) with no value leaves u unbound: reading it is an error at run time, as in
; Kawa ("unbound location: u").
(define-variable u)
(display u)
; expect runtime error: unbound variable: u
