; Kawa's quaternions: literals, (kawa quaternions), Hamilton products, parts and polar form.
; Expected output is Kawa 3.1.1's, except where noted: Kawa prints a unit coefficient as +1j
; (and +1i), Kopi as +j and +i, as R7RS writes +i; Kawa's (inexact 1+2j) and (exact->inexact
; 1/2+3/4j) return the exact number unchanged, which is wrong; Kawa's (magnitude 3+4j) is 5.0,
; Kopi's is exact 5 as for (magnitude 3+4i); Kawa's (expt 2 +j) is +nan.0+nan.0i+nan.0j+nan.0k.
(import (kawa quaternions))
(define (p x) (write x) (newline))
(p 1+2i+3j+4k)
; expect: 1+2i+3j+4k
(p 3j)
; expect: +3j
(p -k)
; expect: -k
(p '(1+j 2-3k 1.5+2.5j 1+2i-3j-4k 1/2+3/4j))
; expect: (1+j 2-3k 1.5+2.5j 1+2i-3j-4k 1/2+3/4j)
(p (make-rectangular 1 2 3 4))
; expect: 1+2i+3j+4k
(p (make-rectangular 1 0 0 0))
; expect: 1
(p (list (real-part 1+2i+3j+4k) (imag-part 1+2i+3j+4k) (jmag-part 1+2i+3j+4k) (kmag-part 1+2i+3j+4k)))
; expect: (1 2 3 4)
(p (list (jmag-part 5) (kmag-part 1+2i)))
; expect: (0 0)
(p (list (quaternion? 1+2i+3j+4k) (quaternion? 1) (quaternion? 'a) (complex? 1+2j) (complex? 1+2i)))
; expect: (#t #t #f #f #t)
(p (list (real? 1+0j) (number? 1+j) (zero? 0+0j) (exact? 1+2j) (exact? 1.0+2j) (integer? 1+j)))
; expect: (#t #t #t #t #f #f)
(p (vector-part 1+2i+3j+4k))
; expect: +2i+3j+4k
(p (unit-vector 1+2i+3j+4k))
; expect: +0.3713906763541037i+0.5570860145311556j+0.7427813527082074k
(p (unit-vector 3+4j))
; expect: +j
(p (list (colatitude 1+2i+3j+4k) (longitude 1+2i+3j+4k) (colatitude 1) (longitude 1)))
; expect: (1.1902899496825317 0.9272952180016122 0 0)
(p (make-polar 2 1 0.5 0.25))
; expect: 1.0806046117362795+1.4769205252082576i+0.7817624919193445j+0.1996167366252303k
(p (make-polar 2 1 0 0))
; expect: 1.0806046117362795+1.682941969615793i
(p (+ 1+2i+3j+4k 1-j))
; expect: 2+2i+2j+4k
(p (- 1+2i+3j+4k 1-j))
; expect: +2i+4j+4k
(p (- 1+2i+3j+4k 1+2i+3j+4k))
; expect: 0
(p (list (* +i +j) (* +j +i) (* +j +k) (* +k +i)))
; expect: (+k -k +i +j)
(p (* 1+2i+3j+4k 5+6i+7j+8k))
; expect: -60+12i+30j+24k
(p (* 5+6i+7j+8k 1+2i+3j+4k))
; expect: -60+20i+14j+32k
(p (/ 1+2i+3j+4k 5+6i+7j+8k))
; expect: 35/87+4/87i+8/87k
(p (/ 1 1+j))
; expect: 1/2-1/2j
(p (/ 3+4j 2))
; expect: 3/2+2j
(p (* 1.0 +j))
; expect: +1.0j
(p (- 1+j))
; expect: -1-j
(p (conjugate 1+2i+3j+4k))
; expect: 1-2i-3j-4k
(p (magnitude 1+2i+3j+4k))
; expect: 5.477225575051661
(p (exact (magnitude 2+2i+2j+2k)))
; expect: 4
(p (list (angle 1+2i+3j+4k) (angle +j) (angle 1+j)))
; expect: (1.387192316515978 1.5707963267948966 0.7853981633974483)
(p (exp 1+j))
; expect: 1.4686939399158851+2.2873552871788423j
(p (log 1+j))
; expect: 0.3465735902799727+0.7853981633974483j
(p (exp 0+0j))
; expect: 1.0
(p (list (cos +j) (sin +j)))
; expect: (1.543080634815244 +1.1752011936438014j)
(p (atan 1+j))
; expect: 1.0172219678978514+0.4023594781085251j
(p (list (expt 1+j 2) (expt +j 2) (square +j)))
; expect: (+2j -1 -1)
(p (expt 1+2i+3j+4k 3))
; expect: -86-52i-78j-104k
(p (expt 1+2i+3j+4k -1))
; expect: 1/30-1/15i-1/10j-2/15k
(p (expt 2 +j))
; expect: 0.7692389013639721+0.6389612763136348j
(p (list (number->string 1+2i+3j+4k) (number->string 1+2i+3j+4k 2)))
; expect: ("1+2i+3j+4k" "1+10i+11j+100k")
(p (list (string->number "1+2i+3j+4k") (string->number "#x1+ai+bj+ck") (string->number "#e1.5+2.5j")))
; expect: (1+2i+3j+4k 1+10i+11j+12k 3/2+5/2j)
(p (list (string->number "#i1+2j") (string->number "+inf.0j") (string->number "1+2j+3j") (string->number "1+2x")))
; expect: (1.0+2.0j +inf.0j #f #f)
(p (list (eqv? 1+2j 1+2j) (equal? 1+2j 1+2j) (= 1+2j 1+2j) (= 1+2j 1+2.0j) (eqv? 1+2j 1+2.0j)))
; expect: (#t #t #t #t #f)
(p (inexact 1+2j))
; expect: 1.0+2.0j
(p (exact 1.5+2.5k))
; expect: 3/2+5/2k
(p (list (nan? +nan.0j) (finite? 1+j) (infinite? +inf.0j)))
; expect: (#t #t #t)
(define (roundtrip z) (= z (string->number (number->string z))))
(p (roundtrip -1/2+3i-4j+5/7k))
; expect: #t
