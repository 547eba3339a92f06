; A datum comment inside a datum comment.
#;(a #;b c) d
