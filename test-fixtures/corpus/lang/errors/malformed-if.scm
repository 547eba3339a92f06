(if)
; ^^^^@0 error: if: expected 2 or 3 operands, got 0
