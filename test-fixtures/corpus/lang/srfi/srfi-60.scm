; SRFI 60: integers as bits, the whole interface.
; Expected output from Kawa 3.1.1.
(import (scheme base) (scheme write) (srfi 60))
(define (show x . xs) (write x) (for-each (lambda (y) (display " ") (write y)) xs) (newline))
(show (logand 12 10) (logior 12 10) (logxor 12 10) (lognot 12) (bitwise-and) (bitwise-ior) (bitwise-xor 1 2 4) (bitwise-and 15 -2 (expt 2 70)))
(show (bitwise-not -1) (bitwise-if 12 10 5) (bitwise-merge 3 5 10) (logtest 12 3) (any-bits-set? 12 4))
(show (logcount 5) (logcount -5) (bit-count 0) (integer-length 0) (integer-length 8) (integer-length -8) (integer-length (expt 2 100)))
(show (log2-binary-factors 12) (first-set-bit 0) (first-set-bit -8) (logbit? 0 5) (bit-set? 1 5) (bit-set? 100 -1))
(show (copy-bit 0 0 #t) (copy-bit 2 5 #f) (bit-field 6 1 3) (bit-field #b1101101010 0 4) (bit-field #b1101101010 4 9))
(show (copy-bit-field 255 0 2 5) (copy-bit-field #b1101101010 -1 0 4) (rotate-bit-field #b0100 3 0 4) (rotate-bit-field #b0110 -1 1 5) (reverse-bit-field #xa7 0 8))
(show (ash 1 10) (ash -5 -1) (arithmetic-shift 3 65) (arithmetic-shift (expt 2 70) -69))
(show (integer->list 6) (integer->list 6 5) (list->integer '(#t #f #t)) (booleans->integer #t #t #f) (booleans->integer))
; expect: 8 14 6 -13 -1 0 7 0
; expect: 0 9 9 #f #t
; expect: 2 1 0 0 4 3 101
; expect: 2 -1 3 #t #f #t
; expect: 1 1 3 10 22
; expect: 227 879 2 18 229
; expect: 1024 -3 110680464442257309696 2
; expect: (#t #t #f) (#f #f #t #t #f) 5 6 0
