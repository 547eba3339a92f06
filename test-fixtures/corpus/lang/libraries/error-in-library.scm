; A run-time error inside a library procedure is located in the library's file, not at the call.
(import (scheme base) (util failing))
(first-of 5)
; expect runtime error: failing.sld:6:7: car: expected pair, got 5
