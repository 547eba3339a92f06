; A datum comment inside a datum comment.
#;(a #;b c) d
#; #; #;1 2 3 4
