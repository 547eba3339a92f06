; A definition with a malformed header still defines its name: its uses are not reported as
; unbound, and the rest of the file is checked.
(define (area 1 w) (* w w))
;             ^ error: define: expected a parameter name, got 1
(display (area 3))
(define (perimeter w ::int) (* 4 w))
(display (perimeter "wide"))
;                   ^^^^^^ error: perimeter: argument 1 expects int, got string
