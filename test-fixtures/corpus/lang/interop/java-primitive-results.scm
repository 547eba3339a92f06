; A Java method's or static field's primitive result is a number the compiler knows the JVM type
; of. Like a literal, it is no declaration: arithmetic on it alone still promotes to big integers.
; With an operand from a declaration the arithmetic is the JVM's, which wraps as in Kawa. (Kawa
; also wraps the undeclared (* (s:length) 1000000000) and (+ Integer:MAX_VALUE 1); Kopi keeps
; Scheme's exact answer there, as it does for literals.)
(define (show . xs) (write xs) (newline))
(define (len (s ::String)) (s:length))
(define (scaled (s ::String)) (* (s:length) 1000000000))
(define (wrapped (s ::String) (n ::int)) (* (s:length) n))
(define (summed (s ::String) (t ::long)) (+ t (s:length)))
(show (len "hello") (scaled "hello") (wrapped "hello" 1000000000) (summed "hello" 9223372036854775807))
(show (+ java.lang.Integer:MAX_VALUE 1) (let ((m ::int 1)) (+ java.lang.Integer:MAX_VALUE m)))
(define (root (x ::double)) (+ (java.lang.Math:sqrt x) 1))
(show (root 16.0) (< (java.lang.Math:abs -3) 4) (= (java.lang.Math:max 2 7) 7))
(define (hash-mix (s ::String) (h ::int)) (+ (* h 31) (s:hashCode)))
(show (hash-mix "a" 1))
(let ((d (java.lang.Math:sqrt 2.0)))
  (show (* d d) (exact? d)))
; expect: (5 5000000000 705032704 -9223372036854775804)
; expect: (2147483648 -2147483648)
; expect: (5.0 #t #t)
; expect: (128)
; expect: (2.0000000000000004 #f)
