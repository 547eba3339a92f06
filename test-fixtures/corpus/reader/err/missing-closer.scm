; A list that is never closed runs to the end of the text; its open parenthesis is labelled.
(display 1)
(define (f x)
; ^@0 error: missing ')' to close '(' opened at line 3
  (+ x 1)
