; SRFI 151: bitwise operations, the whole interface (Kawa 3.1.1 has no (srfi 151) library).
; Expected output: the SRFI 151 document's examples.
(import (scheme base) (scheme write) (srfi 151))
(define (show x . xs) (write x) (for-each (lambda (y) (display " ") (write y)) xs) (newline))
(show (bitwise-eqv 37 12) (bitwise-nand 11 26) (bitwise-nor 11 26) (bitwise-andc1 11 26) (bitwise-andc2 11 26) (bitwise-orc1 11 26) (bitwise-orc2 11 26))
(show (bitwise-not 10) (bitwise-and 11 26) (bitwise-ior 11 26) (bitwise-xor 11 26) (bitwise-eqv))
(show (arithmetic-shift 8 2) (arithmetic-shift 4 0) (arithmetic-shift 8 -1) (arithmetic-shift -100000000000000000000000000000000 -100))
(show (bit-count 0) (bit-count -1) (bit-count 7) (bit-count 13) (bit-count -13) (bit-count 30) (bit-count -30) (bit-count (expt 2 100)) (bit-count (- (expt 2 100))) (bit-count (- (+ 1 (expt 2 100)))))
(show (integer-length 0) (integer-length 1) (integer-length -1) (integer-length 7) (integer-length -7) (integer-length 8) (integer-length -8))
(show (bitwise-if 3 1 8) (bitwise-if 3 8 1) (bitwise-if 1 1 2) (bitwise-if #b00111100 #b11110000 #b00001111))
(show (bit-set? 1 1) (bit-set? 0 1) (bit-set? 3 10) (bit-set? 1000000 -1) (bit-set? 2 6) (bit-set? 0 6))
(show (copy-bit 0 0 #t) (copy-bit 2 0 #t) (copy-bit 2 4 #f) (copy-bit 2 #b111 #f) (bit-swap 0 2 4) (bit-swap 0 1 1))
(show (any-bit-set? 3 6) (any-bit-set? 3 12) (every-bit-set? 4 6) (every-bit-set? 7 6))
(show (first-set-bit 1) (first-set-bit 2) (first-set-bit 0) (first-set-bit 40) (first-set-bit -28) (first-set-bit (expt 2 99)) (first-set-bit (expt -2 99)))
(show (bit-field 6 0 1) (bit-field 6 1 3) (bit-field 6 2 999) (bit-field #x100000000000000000000000000000000 128 129))
(show (bit-field-any? #b1001001 1 6) (bit-field-any? #b1000001 1 6) (bit-field-every? #b1011110 1 5) (bit-field-every? #b1011010 1 5))
(show (bit-field-clear #b101010 1 4) (bit-field-set #b101010 1 4))
(show (bit-field-replace #b101010 #b010 1 4) (bit-field-replace #b110 1 0 1) (bit-field-replace #b110 1 1 2) (bit-field-replace-same #b1111 #b0000 1 3))
(show (bit-field-rotate #b110 0 0 10) (bit-field-rotate #b110 0 0 256) (bit-field-rotate #x100000000000000000000000000000000 1 0 129) (bit-field-rotate #b110 1 1 2) (bit-field-rotate #b110 1 2 4) (bit-field-rotate #b0111 -1 1 4))
(show (bit-field-reverse 6 1 3) (bit-field-reverse 6 1 4) (bit-field-reverse 1 0 32) (bit-field-reverse 1 0 31) (bit-field-reverse #x140000000000000000000000000000000 0 129))
(show (bits->list #b1011) (bits->list #b1011 5) (bits->vector #b1011) (bits->vector 6 2))
(show (list->bits '(#t #f #t #t)) (list->bits '(#f #f #f)) (vector->bits '#(#f #t #t #f)) (bits #t #f #t #t) (bits))
(show (bitwise-fold cons '() #b1010))
(define count 0)
(bitwise-for-each (lambda (b) (if b (set! count (+ count 1)))) #b1011001)
(show count (bitwise-unfold (lambda (i) (= i 10)) even? (lambda (i) (+ i 1)) 0))
(define g (make-bitwise-generator #b110))
(show (g) (g) (g) (g))
; expect: -42 -11 -28 16 1 -2 -17
; expect: -11 10 27 17 -1
; expect: 32 4 4 -79
; expect: 0 0 3 3 2 4 4 1 100 1
; expect: 0 1 0 3 3 4 3
; expect: 9 0 3 51
; expect: #f #t #t #t #t #f
; expect: 1 4 0 3 1 2
; expect: #t #f #t #f
; expect: 0 1 -1 3 2 99 99
; expect: 0 3 1 1
; expect: #t #f #t #f
; expect: 32 46
; expect: 36 7 6 9
; expect: 6 6 1 6 10 11
; expect: 6 12 2147483648 1073741824 5
; expect: (#t #t #f #t) (#t #t #f #t #f) #(#t #t #f #t) #(#f #t)
; expect: 13 0 6 13 0
; expect: (#t #f #t #f)
; expect: 4 341
; expect: #f #t #t #f
