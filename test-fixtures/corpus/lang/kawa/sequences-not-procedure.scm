; Only sequences are indexed by a call: a number is still not a procedure.
(let ((n 5)) (n 1))
;             ^ error: cannot call n: expected procedure, got integer
