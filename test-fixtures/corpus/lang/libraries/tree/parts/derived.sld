; Imports its sibling by its full name: found from the directory the library tree starts at
; (lang/libraries/), not beside this file.
(define-library (tree parts derived)
  (export derived-value)
  (import (scheme base) (tree parts base))
  (begin (define derived-value (+ base-value 1))))
