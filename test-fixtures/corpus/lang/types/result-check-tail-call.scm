; A declared result type is checked on the value of a tail call of another procedure: the call
; is then an ordinary call, and its value goes through the check (as in Kawa 3.1.1).
(define (identity x) x)
(define (as-count x) ::int (identity x))
(define (as-text x) ::string (identity x))
(define (first-item lst) ::list (identity lst))
(display (as-count 7))
(newline)
(display (as-text "seven"))
(newline)
(display (first-item '(1 2)))
(newline)
(display (as-count "seven"))
; expect: 7
; expect: seven
; expect: (1 2)
; expect runtime error: as-count: result expects int, got "seven"
