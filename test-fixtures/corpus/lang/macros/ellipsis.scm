; Ellipses: simple, nested, followed by more patterns, and in vectors.
(define-syntax my-list
  (syntax-rules () ((_ x ...) (list x ...))))
(write (my-list 1 2 3))
(newline)
; expect: (1 2 3)
(define-syntax my-let*
  (syntax-rules ()
    ((_ () body ...) (let () body ...))
    ((_ ((n v) rest ...) body ...) (let ((n v)) (my-let* (rest ...) body ...)))))
(write (my-let* ((a 1) (b (+ a 1))) (* a b)))
(newline)
; expect: 2
(define-syntax flatten-pairs
  (syntax-rules () ((_ (a b ...) ...) '(a ... (b ... ...)))))
(write (flatten-pairs (1 2 3) (4) (5 6)))
(newline)
; expect: (1 4 5 (2 3 6))
(define-syntax last-of
  (syntax-rules () ((_ x ... y) 'y)))
(write (last-of 1 2 3))
(newline)
; expect: 3
(define-syntax vec-rev
  (syntax-rules () ((_ #(a b ...)) (list b ... a))))
(write (vec-rev #(1 2 3)))
(newline)
; expect: (2 3 1)
(define-syntax tail-of
  (syntax-rules () ((_ a ... . r) 'r)))
(write (tail-of 1 2 . 3))
(newline)
; expect: 3
