; cond-expand with the features Kopi declares, and/or/not, library and else.
(cond-expand
  (r7rs (display "r7rs") (newline))
  (else (display "no r7rs") (newline)))
; expect: r7rs
(cond-expand
  ((and kopi jvm full-unicode ratios exact-closed) (display "all features") (newline))
  (else (display "missing a feature") (newline)))
; expect: all features
(cond-expand
  ((not r7rs) (display "wrong") (newline))
  ((or no-such-feature kopi) (display "or works") (newline)))
; expect: or works
(cond-expand
  ((library (scheme base)) (display "has scheme base") (newline)))
; expect: has scheme base
(cond-expand
  ((library (no such thing)) (display "wrong") (newline))
  (else (display "else taken") (newline)))
; expect: else taken
(write (list (and (memq 'r7rs (features)) #t) (and (memq 'kopi (features)) #t)))
(newline)
; expect: (#t #t)
