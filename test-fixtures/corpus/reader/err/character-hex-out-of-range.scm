; Hexadecimal characters must be Unicode scalar values.
#\x110000
; ^^^^^^^^^@0 error: character code out of range: x110000
#\xD800
; ^^^^^^^@0 error: character code out of range: xD800
#\a
