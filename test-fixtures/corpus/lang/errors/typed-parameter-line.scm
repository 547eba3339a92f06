; The type check of a callee's typed parameter, reached through map, reports the line of the
; call (issue 15, item 8).
(define (twice (x ::int)) (* 2 x))
(define values-to-double (list 1 "two"))
(define (run)
  (map twice values-to-double))
(display (run))
; expect runtime error: typed-parameter-line.scm:6: twice: argument 1 expects int, got "two"
