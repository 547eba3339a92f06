; map of a lambda written at the call over an improper list: the error names map and the list,
; at the line of the call (Kawa 3.1.1 fails with a ClassCastException).
(define (go lst)
  (display "go")
  (newline)
  (map (lambda (x) (* x 10))
       lst))
(go '(1 2 . 3))
; expect: go
; expect runtime error: map-known-improper-list.scm:6: map: expected proper list, got (1 2 . 3)
