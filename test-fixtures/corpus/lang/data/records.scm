; define-record-type (R7RS 5.5).
(define-record-type pare
  (kons x y)
  pare?
  (x kar set-kar!)
  (y kdr))
(define k (kons 1 2))
(write (list (pare? k) (pare? (cons 1 2)) (kar k) (kdr k)))
(newline)
; expect: (#t #f 1 2)
(set-kar! k 3)
(write (kar k))
(newline)
; expect: 3
(define-record-type <point> (make-point x y) point? (x point-x) (y point-y set-point-y!))
(define p (make-point 1 2))
(write (list (point? p) (point? k) (pare? p) (procedure? p) (vector? p)))
(newline)
; expect: (#t #f #f #f #f)
