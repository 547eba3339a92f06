;; Record fields declared with a type: the constructor and the modifier check (and convert)
;; the values, as typed procedures do, and the accessor's result has the field's type.
(define-record-type point (make-point x y) point?
  (x ::int point-x)
  (y ::double point-y set-point-y!)
  (label point-label set-point-label!))
(define p (make-point 1 2))
(write (point-y p))
(newline)
; expect: 2.0
(set-point-y! p 5)
(write (+ (point-x p) (point-y p)))
(newline)
; expect: 6.0
(set-point-label! p "anything")
(write (point-label p))
(newline)
; expect: "anything"
(write (point? p))
(newline)
; expect: #t
;; A value of unknown type is checked when the record is built.
(define (identity v) v)
(make-point 1 (identity "two"))
; expect runtime error: make-point: argument 2 expects double, got "two"
