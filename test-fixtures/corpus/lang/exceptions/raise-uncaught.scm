; Raising a non-error object without a handler reports it.
(raise 'my-condition)
; expect runtime error: my-condition
