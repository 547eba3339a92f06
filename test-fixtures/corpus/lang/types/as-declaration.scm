; as with a numeric primitive type is a declaration, as a ::long variable is: arithmetic with it
; is JVM arithmetic, which wraps on overflow as in Kawa, while arithmetic with an untyped operand
; (the global big) promotes.
(define (show . xs) (write xs) (newline))
(define big 9223372036854775807)
(show (+ 9223372036854775807 (as long 1)) (+ big (as long 1)) (* (as int 65536) 65536) (* 65536 65536))
(define (f x) (+ (as long x) 1))
(show (f 41) (f 2.9) (f -2.9))
(define (g (i ::int)) (list (as short i) (as byte i) (as long i) (as double i) (+ (as long i) (as long i))))
(show (g 70000) (g -1))
(let ((x (as double 3)))
  (show x (* x 2) (exact? x)))
(show (as int (+ (as long 4294967296) 7)))
(f "seven")
; expect: (-9223372036854775808 9223372036854775808 0 4294967296)
; expect: (42 3 -1)
; expect: ((4464 112 70000 70000.0 140000) (-1 -1 -1 -1.0 -2))
; expect: (3.0 6.0 #f)
; expect: (7)
; expect runtime error: as: expected long, got "seven"
