; &| marks a margin only after the whitespace that starts a line (Kawa rejects it too).
; The annotation comes first: written inside the literal, it would be part of its text.
; ^^@4:12 error: expected only whitespace before '&|' on its line, got text
(define s &{&|first
            &|second})
(ok)
