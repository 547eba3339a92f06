; An infinity has no exact value.
(exact (/ 1. 0))
; expect runtime error: exact: expected finite number, got +inf.0
