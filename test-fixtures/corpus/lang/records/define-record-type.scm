; define-record-type: constructor with a subset of fields, predicate, accessors, modifiers.
(define-record-type point
  (make-point x y)
  point?
  (x point-x set-point-x!)
  (y point-y))
(define p (make-point 3 4))
(write (list (point? p) (point? 5) (point-x p) (point-y p)))
(newline)
; expect: (#t #f 3 4)
(set-point-x! p 10)
(write (point-x p))
(newline)
; expect: 10
(define-record-type <node> (make-node value) node? (value node-value) (next node-next set-node-next!))
(define n (make-node 1))
(write (node-next n))
(newline)
; expect: #f
(write (point? n))
(newline)
; expect: #f
