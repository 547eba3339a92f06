; A user library found relative to this file: shapes/area.sld, with an exported rename.
(import (scheme base) (scheme write) (shapes area))
(write (square-area 3))
(newline)
; expect: 9
(write (circle-ish 2))
(newline)
; expect: 12
(write (describe-shape 'square))
(newline)
; expect: "a square"
