; A malformed format directive is reported where it is written: in a template, or in a literal
; control string; a control string computed at run time fails when the call runs.
(define n 1)
(display &{[&~5,'0q[n]]})
;           ^^^^^^^^ error: &~5,'0q: unknown directive ~q
(display (format #f "~5,3d" n))
;                   ^^^^^^^ error: format: ~d: parameter 2 expects a character ('c), got 3
(display (format "~1,2,3,4,5a" n))
;                ^^^^^^^^^^^^^ error: format: ~a takes at most 4 parameters, got 5
