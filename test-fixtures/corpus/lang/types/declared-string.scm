; A typed let binding of a value whose type is only known at run time is checked when it is stored.
(define values-list (list "one" 2))
(let ((s ::string (car values-list)))
  (display s))
(newline)
; expect: one
(let ((s ::string (cadr values-list)))
  (display s))
; expect runtime error: s: expected string, got 2
