; A library imports a sibling library by its full name, (tree parts base) from
; tree/parts/derived.sld, as in Kawa 3.1.1 (where the import path is the tree's root).
(import (scheme base) (scheme write) (tree parts derived))
(write derived-value)
(newline)
; expect: 42
