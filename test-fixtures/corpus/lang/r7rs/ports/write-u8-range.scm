; write-u8 of a value that is not a byte is an error naming write-u8 (Kawa 3.1.1 writes the low
; 8 bits without a word).
(define port (open-output-bytevector))
(write-u8 255 port)
(write (get-output-bytevector port))
(newline)
; expect: #u8(255)
(write-u8 256 port)
; expect runtime error: write-u8: expected byte (exact integer 0 to 255), got 256
