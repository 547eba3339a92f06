; A datum comment needs a datum to comment out.
(a #;)
;  ^^ error: expected a datum after #;, got ')'
(ok)
