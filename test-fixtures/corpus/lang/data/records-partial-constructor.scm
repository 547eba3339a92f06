; A constructor may initialise only some fields, in any order (R7RS 5.5).
(define-record-type node
  (make-node value)
  node?
  (next node-next set-node-next!)
  (value node-value))
(define n (make-node 'v))
(set-node-next! n 'end)
(write (list (node-value n) (node-next n)))
(newline)
; expect: (v end)
(define-record-type swapped (make-swapped b a) swapped? (a swapped-a) (b swapped-b))
(define s (make-swapped 1 2))
(write (list (swapped-a s) (swapped-b s)))
(newline)
; expect: (2 1)
