; min and max of two arguments: fixnums, the exactness of a mixed pair, bignums and rationals,
; and the error for a non-number.
(define (clamp x lo hi) (max lo (min x hi)))
(write (map (lambda (x) (clamp x 0 10)) (list -5 3 12 2.5 (expt 10 30) 7/2)))
(newline)
; expect: (0 3 10 2.5 10 7/2)
(write (list (min 3 2.0) (max 1 2.5) (max (expt 2 70) 1) (min -1/3 -1/2) (max 4 4)))
(newline)
; expect: (2.0 2.5 1180591620717411303424 -1/2 4)
(clamp 'x 0 10)
; expect runtime error: min: expected number, got x
