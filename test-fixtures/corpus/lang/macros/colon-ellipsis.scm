; R7RS 4.3.2's example of a custom ellipsis uses :::, which Kopi reads as a symbol.
(define-syntax my-list
  (syntax-rules ::: ()
    ((_ x :::) (list x :::))))
(write (my-list 1 2 3))
(newline)
; expect: (1 2 3)
; With ::: as the ellipsis, ... is an ordinary identifier again.
(define-syntax pairs
  (syntax-rules ::: ()
    ((_ (a b) :::) '((b . a) ::: ...))))
(write (pairs (1 2) (3 4)))
(newline)
; expect: ((2 . 1) (4 . 3) ...)
(define-syntax nested
  (syntax-rules :::: ()
    ((_ (x ::::) ::::) '(x :::: ::::))))
(write (nested (1 2) (3)))
(newline)
; expect: (1 2 3)
