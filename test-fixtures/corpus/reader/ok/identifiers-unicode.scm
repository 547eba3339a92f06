; Identifiers may use any Unicode letter, including characters outside the BMP.
λ café 日本語 überprüfen 😀x x😀 αβγ
(λ (x) x)
