; A datum comment skips the next datum, however large.
#;(ignored list) a
#; b c
(x #;y z)
#;#(vector) d
#; #| block |# e f
(#;only)
