;; A class the program defines is a type the static checks know.
(define-simple-class Point ()
  (x ::int init: 0))
(define (x-of (p ::Point)) p:x)
(x-of "not a point")
;     ^^^^^^^^^^^^^ error: x-of: argument 1 expects Point, got string
(define origin ::Point 'origin)
;                      ^^^^^^^ error: origin: expected Point, got symbol
