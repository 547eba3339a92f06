; A run-time error inside included code is located in the included file.
(include "failing.inc")
(display (first-of '(1 2)))
(newline)
; expect: 1
(first-of 5)
; expect runtime error: failing.inc:3:3: car: expected pair, got 5
