; A value outside the range of ::long is refused at run time, never truncated (Kawa gives 0).
(define (f (n ::long)) n)
(display (f (expt 2 70)))
; expect runtime error: f: argument 1 expects long, got 1180591620717411303424
