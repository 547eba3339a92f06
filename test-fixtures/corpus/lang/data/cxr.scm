; The two-level cxr accessors are in (scheme base); the deeper ones in (scheme cxr).
(define tree '((1 2) (3 4) 5))
(write (list (caar tree) (cadr tree) (cdar tree) (cddr tree)))
(newline)
; expect: (1 (3 4) (2) (5))
(write (list (caddr tree) (cadadr tree)))
(newline)
; expect: (5 4)
