; A closing parenthesis with nothing to close is reported and skipped.
)
; ^@0 error: unexpected ): no list to close
(display "still read")
