; import of a library name finds a Kawa module (a file without define-library) as Kawa does:
; (helpers geometry shapes) is helpers/geometry/shapes.scm; import modifiers apply to its exports.
(import (prefix (helpers geometry shapes) geo-))
(display (geo-rect-area 3 4))
(newline)
(import (only (helpers geometry shapes) circle-area))
(display (circle-area 1))
(newline)
; expect: 12
; expect: 3
