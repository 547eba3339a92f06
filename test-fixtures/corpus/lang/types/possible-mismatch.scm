; A list may be empty, so passing one where a pair is declared is a warning and a run-time check.
(define (first-of (l ::list))
  (let ((first (lambda ((p ::pair)) (car p))))
    (first l)))
;          ^ warning: first: argument 1 expects pair, got list (checked at run time)
(display (first-of '(1 2)))
(newline)
(display (first-of '()))
; expect: 1
; expect runtime error: argument 1 expects pair, got ()
