; ~d ~x ~o ~b and ~Nr write a real number that is not an exact integer as the nearest integer,
; ties to even, as Kawa 3.1.1 does; ~r in words takes an integral flonum. Other values are
; displayed. Expected output from Kawa 3.1.1.
(define (show x) (write x) (newline))
(show (format "~d" 3.0))
(show (format "~d" 3.7))
(show (format "~d ~d ~d" 2.5 3.5 -1.5))
(show (format "~d ~d ~d" 1/3 7/2 -7/2))
(show (format "~5,'0d|" -2.5))
(show (format "~@d" 3.0))
(show (format "~:d" 1234567.8))
(show (format "~x ~o ~b" 255.4 9.0 2.0))
(show (format "~8,'*x|" 255.4))
(show (format "~3r" 4.0))
(show (format "~d" 1e20))
(show (format "~r ~:r ~@r" 12.0 2.0 4.0))
(show (format "~r" 3.7))
(show (format "~d ~d" "abc" 'sym))
; expect: "3"
; expect: "4"
; expect: "2 4 -2"
; expect: "0 4 -4"
; expect: "-0002|"
; expect: "+3"
; expect: "1,234,568"
; expect: "ff 11 10"
; expect: "******ff|"
; expect: "11"
; expect: "100000000000000000000"
; expect: "twelve second IV"
; expect: "3.7"
; expect: "abc sym"
(show (format "~d" (/ 0. 0.)))
; expect runtime error: format: ~d expects a finite number, got +nan.0
