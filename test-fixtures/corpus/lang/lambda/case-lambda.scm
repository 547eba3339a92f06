; case-lambda dispatches on the number of arguments.
(define range
  (case-lambda
    ((e) (range 0 e))
    ((b e) (do ((r '() (cons e r)) (e (- e 1) (- e 1))) ((< e b) r)))))
(write (range 3))
(newline)
; expect: (0 1 2)
(write (range 3 5))
(newline)
; expect: (3 4)
(define plus
  (case-lambda
    (() 0)
    ((x) x)
    ((x y) (+ x y))
    ((x y . rest) (apply plus (+ x y) rest))))
(write (list (plus) (plus 1) (plus 1 2) (plus 1 2 3 4)))
(newline)
; expect: (0 1 3 10)
