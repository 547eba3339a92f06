; A small Kawa program with types, Java calls and keywords.
(define-record-type <point> (make-point x y) point? (x point-x) (y point-y))
(define (norm (p ::point)) ::double
  (java.lang.Math:sqrt (+ (* (point-x p) (point-x p)) (* (point-y p) (point-y p)))))
(define list ::java.util.ArrayList (java.util.ArrayList))
(list:add "item")
(format #t "~a~%" &{norm: &[(norm (make-point 3 4))]})
