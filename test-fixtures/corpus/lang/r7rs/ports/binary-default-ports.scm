; R7RS 6.13: read-u8, peek-u8, u8-ready?, read-bytevector, read-bytevector!, write-u8 and
; write-bytevector use the current ports when given none. Expected output from Kawa 3.1.1.
(define in (open-input-bytevector (bytevector 1 2 3 4 5 6)))
(define buf (make-bytevector 2 0))
(write (parameterize ((current-input-port in))
         (list (u8-ready?) (peek-u8) (read-u8) (read-bytevector 2) (read-bytevector! buf) buf (read-u8))))
(newline)
; expect: (#t 1 1 #u8(2 3) 2 #u8(4 5) 6)
(define out (open-output-bytevector))
(parameterize ((current-output-port out))
  (write-u8 65)
  (write-bytevector (bytevector 66 67)))
(write (get-output-bytevector out))
(newline)
; expect: #u8(65 66 67)
; A textual port is not binary (Kawa 3.1.1 raises a ClassCastException).
(parameterize ((current-input-port (open-input-string "x")))
  (read-u8))
; expect runtime error: read-u8: expected binary input port, got #<input-port string>
