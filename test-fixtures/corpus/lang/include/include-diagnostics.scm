; A diagnostic inside an included file is reported at the include form, naming the file, line and
; column inside it; the rest of the file is still checked.
(include "checked.inc")
;        ^^^^^^^^^^^^^ error: in included file checked.inc:3:19: car: expected 1 argument, got 2
;        ^^^^^^^^^^^^^ error: in included file checked.inc:4:25: unbound variable: not-defined-anywhere
(display (square-int 3))
