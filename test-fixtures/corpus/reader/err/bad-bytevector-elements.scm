; Bytevector elements must be exact integers from 0 to 255.
#u8(256 a -1 1.5)
;   ^^^ error: expected a byte (exact integer 0 to 255) in bytevector, got 256
;       ^ error: expected a byte (exact integer 0 to 255) in bytevector, got a
;         ^^ error: expected a byte (exact integer 0 to 255) in bytevector, got -1
;            ^^^ error: expected a byte (exact integer 0 to 255) in bytevector, got 1.5
#u8(1)
