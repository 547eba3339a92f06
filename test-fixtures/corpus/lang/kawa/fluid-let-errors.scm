; Malformed fluid-let forms are located errors.
(define v 1)
(fluid-let (v 2) v)
;           ^ error: fluid-let: expected (variable expression)
(fluid-let ((v)) v)
;           ^^^ error: fluid-let: expected (variable expression)
