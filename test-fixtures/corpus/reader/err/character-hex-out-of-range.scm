; Hexadecimal characters must be Unicode scalar values: not above #x10FFFF, not a surrogate.
#\x110000
; ^^^^^^^^^@0 error: expected a Unicode scalar value, got #\x110000
#\xD800
; ^^^^^^^@0 error: expected a Unicode scalar value, got #\xD800
#\a
