; Bytevector elements must be exact integers from 0 to 255.
#u8(256 a -1 1.5)
;   ^^^ error: bytevector element out of range: 256
;       ^ error: expected a byte, got a
;         ^^ error: bytevector element out of range: -1
;            ^^^ error: expected a byte, got 1.5
#u8(1)
