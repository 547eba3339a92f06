; for-each of a known procedure over something that is not a list: the error names for-each and
; the value, at the line of the call (Kawa 3.1.1 fails with a ClassCastException).
(define (show x) (display x))
(define (go lst)
  (for-each show lst))
(go '(1 2 . 3))
; expect: 12
; expect runtime error: for-each-known-improper-list.scm:5: for-each: expected proper list, got (1 2 . 3)
