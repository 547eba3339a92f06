; make-rectangular, make-polar, real-part, imag-part, magnitude, angle (R7RS 6.2.6).
(write (make-rectangular 3 4))
(newline)
; expect: 3+4i
(write (make-rectangular 3 0))
(newline)
; expect: 3
(write (make-rectangular 1 2.0))
(newline)
; expect: 1.0+2.0i
(write (make-polar 2 0))
(newline)
; expect: 2
(write (make-polar 1 3.141592653589793))
(newline)
; expect: -1.0+1.2246467991473532E-16i
(write (real-part 3+4i))
(newline)
; expect: 3
(write (imag-part 3+4i))
(newline)
; expect: 4
(write (real-part 2.5))
(newline)
; expect: 2.5
(write (imag-part 2.5))
(newline)
; expect: 0
(write (magnitude 3+4i))
(newline)
; expect: 5
(write (magnitude -5))
(newline)
; expect: 5
(write (magnitude 3.0-4.0i))
(newline)
; expect: 5.0
(write (magnitude 1+i))
(newline)
; expect: 1.4142135623730951
(write (angle +i))
(newline)
; expect: 1.5707963267948966
(write (angle -1))
(newline)
; expect: 3.141592653589793
(write (angle 1))
(newline)
; expect: 0
(write (angle -1.0))
(newline)
; expect: 3.141592653589793
(write (let ((z (make-polar 2 1))) (list (magnitude z) (angle z))))
(newline)
; expect: (2.0 1.0)
(write 1@0)
(newline)
; expect: 1
