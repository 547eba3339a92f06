; A list that is never closed runs to the end of the text; its open parenthesis is labelled.
(display 1)
(define (f x)
; ^@0 error: unclosed list: expected ), got end of input
  (+ x 1)
