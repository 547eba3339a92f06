; exact of a NaN has no exact value.
(exact +nan.0)
; expect runtime error: exact: expected finite number, got +nan.0
