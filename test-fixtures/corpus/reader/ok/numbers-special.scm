; Infinities and NaNs, which are inexact by definition.
+inf.0 -inf.0 +nan.0 -nan.0
(+inf.0 -inf.0)
