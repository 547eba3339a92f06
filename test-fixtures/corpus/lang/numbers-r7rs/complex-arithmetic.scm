; Complex numbers: literals, printing, + - * / and = (R7RS 6.2.6).
(write 1+2i)
(newline)
; expect: 1+2i
(write 1.5-2.5i)
(newline)
; expect: 1.5-2.5i
(write +i)
(newline)
; expect: +i
(write -i)
(newline)
; expect: -i
(write 3+0i)
(newline)
; expect: 3
(write 1+0.0i)
(newline)
; expect: 1.0+0.0i
(write -2/3+4/5i)
(newline)
; expect: -2/3+4/5i
(write (+ 1+2i 3-2i))
(newline)
; expect: 4
(write (+ 1+2i 1.5))
(newline)
; expect: 2.5+2.0i
(write (- 1+2i))
(newline)
; expect: -1-2i
(write (- 5 +i))
(newline)
; expect: 5-i
(write (* 1+2i 3+4i))
(newline)
; expect: -5+10i
(write (* +i +i))
(newline)
; expect: -1
(write (* 2 1/2+1/2i))
(newline)
; expect: 1+i
(write (/ 1+2i 3+4i))
(newline)
; expect: 11/25+2/25i
(write (/ +i))
(newline)
; expect: -i
(write (/ 1.0+2.0i 3.0+4.0i))
(newline)
; expect: 0.44+0.08i
(write (= 1+2i 1.0+2.0i))
(newline)
; expect: #t
(write (= 1+2i 1+3i))
(newline)
; expect: #f
(write (= 1.0+0.0i 1))
(newline)
; expect: #t
(write (eqv? 1+2i 1+2i))
(newline)
; expect: #t
(write (eqv? 1+2i 1.0+2.0i))
(newline)
; expect: #f
(write (equal? (list 1+i) (list 1+i)))
(newline)
; expect: #t
(write (exact 1.5+2.5i))
(newline)
; expect: 3/2+5/2i
(write (inexact 1/2+1/4i))
(newline)
; expect: 0.5+0.25i
(write (exact 2.0+0.0i))
(newline)
; expect: 2
(write (square +i))
(newline)
; expect: -1
