; A reference to a label that was never defined, and a label with no datum.
#0#
; ^^^@0 error: undefined datum label #0#, expected a preceding #0=
(#1= )
;^^^ error: expected a datum after #1=, got ')'
(ok)
