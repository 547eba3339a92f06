; A closing parenthesis with nothing to close is reported and skipped.
)
; ^@0 error: unexpected ')' with no matching opener
(display "still read")
