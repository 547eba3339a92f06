(define-record-type point (make-point x y) point? (x point-x) (y point-y))
(point-x 'not-a-point)
; expect runtime error: point-x
