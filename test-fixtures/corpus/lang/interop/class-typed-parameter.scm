;; A parameter declared with a class the program defines is checked on entry.
(define-simple-class Point ()
  (x ::int init: 0)
  (y ::int init: 0)
  ((manhattan) ::int (+ (abs x) (abs y))))
(define (distance (p ::Point)) (p:manhattan))
(display (distance (Point x: 3 y: -4)))
(newline)
; expect: 7
(define (identity v) v)
(distance (identity "not a point"))
; expect runtime error: distance: argument 1 expects Point, got "not a point"
