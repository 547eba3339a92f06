; Peculiar identifiers (R7RS 7.1.1): a lone sign, ..., and signs followed by non-digits.
+ - ...
+a -b +.x -.y ->
+soup -> .. ..a
(+ 1 2) (- 3) (... x)
