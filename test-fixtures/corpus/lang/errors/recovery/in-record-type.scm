; A define-record-type with a wrong constructor argument still defines the record's procedures, and
; calls of them are checked: argument counts of constructors, accessors, modifiers and predicates.
(define-record-type point (make-point x y) point? (x point-x set-point-x!))
;                                       ^ error: define-record-type: constructor argument y is not a field of point
(display (point-x (make-point 1)))
(display (make-point 1 2))
;        ^^^^^^^^^^^^^^^^ error: make-point: expected 1 argument, got 2
(define-record-type <cell> (make-cell value) cell? (value cell-value set-cell-value!))
(display (cell-value))
;        ^^^^^^^^^^^^ error: cell-value: expected 1 argument, got 0
(set-cell-value! (make-cell 1))
; ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^@0 error: set-cell-value!: expected 2 arguments, got 1
(display (cell? 1 2))
;        ^^^^^^^^^^^ error: cell?: expected 1 argument, got 2
