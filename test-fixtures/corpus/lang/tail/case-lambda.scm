; Tail calls from case-lambda clauses, between clauses of different arity.
(define walk
  (case-lambda
    ((n) (walk n 0))
    ((n acc) (if (= n 0) acc (walk (- n 1) (+ acc 1) 'extra)))
    ((n acc extra) (walk n acc))))
(write (walk 1000000))
(newline)
; expect: 1000000
