; A datum comment skips the next datum, however large.
#;(ignored list) a
#; b c
(x #;y z)
#;#;a b c
#;#(vector) d
#; #| block |# e f
(#;only)
