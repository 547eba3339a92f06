; Exact numbers beyond the range of flonums (issue 15, item 7); results agree with Chez Scheme
; 9.5 (which prints 1e200 where Kopi, like Kawa, prints 1.0E200).
; An exact number is finite: below +inf.0, above -inf.0, equal to neither (R7RS 6.2.6).
(write (list (= (expt 10 400) +inf.0) (< (expt 10 400) +inf.0) (> (expt 10 400) +inf.0)
             (= (- (expt 10 400)) -inf.0) (> (- (expt 10 400)) -inf.0) (< -inf.0 (- (expt 10 400)) +inf.0)
             (= (/ (expt 10 400) 3) +inf.0) (< (/ (expt 10 400) 3) +inf.0)))
(newline)
; expect: (#f #t #f #f #t #t #f #t)
(write (list (max (expt 10 400) +inf.0) (min (- (expt 10 400)) -inf.0) (= (expt 10 400) (expt 10. 300))))
(newline)
; expect: (+inf.0 -inf.0 #f)
; sqrt of an exact non-square is the correctly rounded flonum root, however large or small.
(write (list (sqrt (* 2 (expt 10 400))) (sqrt (/ 1 (* 2 (expt 10 400)))) (sqrt 2) (sqrt 1/2)
             (sqrt (+ 1 (expt 10 40)))))
(newline)
; expect: (1.414213562373095E200 7.071067811865475E-201 1.4142135623730951 0.7071067811865476 1.0E20)
(write (list (sqrt (expt 10 400)) (sqrt (/ (expt 10 400) 9))))
(newline)
; expect: (100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000 100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000/3)
; log of an exact number out of flonum range is finite.
(write (list (log (expt 10 400)) (log (/ 1 (expt 10 400))) (log (expt 10 400) 10) (log 100 10)))
(newline)
; expect: (921.0340371976182 -921.0340371976182 399.99999999999994 2.0)
(write (log (- (expt 10 400))))
(newline)
; expect: 921.0340371976182+3.141592653589793i
; Bignum exponents: exact bases -1, 0 and 1 give exact results; flonum bases keep the sign the
; parity of the exponent gives (Chez Scheme 9.5 loses it: it answers 1.0 for the first).
(write (list (expt -1 (+ (expt 10 20) 1)) (expt -1 (expt 10 20)) (expt -1 (- 1 (expt 10 20)))
             (expt 1 (expt 10 20)) (expt 0 (expt 10 20)) (expt 1 (- (expt 10 20)))))
(newline)
; expect: (-1 1 -1 1 0 1)
(write (list (expt -1. (+ (expt 10 20) 1)) (expt -1. (expt 10 20)) (expt -2. (+ (expt 10 20) 1))
             (expt -0.5 (+ (expt 10 20) 1)) (expt 0.5 (expt 10 20)) (expt 2. (- (expt 10 20)))))
(newline)
; expect: (-1.0 1.0 -inf.0 -0.0 0.0 0.0)
