; An accessor applied to a record of another type is an error.
(define-record-type point (make-point x y) point? (x point-x) (y point-y))
(define-record-type other (make-other a) other? (a other-a))
(point-x (make-other 1))
; expect runtime error: point-x: expected point
