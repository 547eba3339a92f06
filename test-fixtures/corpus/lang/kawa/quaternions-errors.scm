; Misuse of quaternions, found before the program runs. In Kawa 3.1.1, jmag-part without
; (import (kawa quaternions)) is an unbound location at run time too.
(display (make-rectangular 1 2 3))
;        ^^^^^^^^^^^^^^^^^^^^^^^^ error: make-rectangular: expected 2 or 4 arguments, got 3
(display (jmag-part 1+j))
;         ^^^^^^^^^ error: unbound variable: jmag-part ((kawa quaternions) has it: (import (kawa quaternions)))
(display '1+2j+3j)
