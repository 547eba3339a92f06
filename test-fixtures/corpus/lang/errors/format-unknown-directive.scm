; A control string computed at run time is checked when format runs.
(define control (string-append "~" "q"))
(display (format #f control 1))
; expect runtime error: format: unknown directive ~q in "~q"
