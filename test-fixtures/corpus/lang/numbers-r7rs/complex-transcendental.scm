; exp, log, sqrt, expt and the trigonometric functions over complex numbers (R7RS 6.2.6).
(write (sqrt 9))
(newline)
; expect: 3
(write (sqrt 2))
(newline)
; expect: 1.4142135623730951
(write (sqrt -1))
(newline)
; expect: +i
(write (sqrt -4))
(newline)
; expect: +2i
(write (sqrt -4.0))
(newline)
; expect: 0.0+2.0i
(write (sqrt -1/4))
(newline)
; expect: +1/2i
(write (sqrt -3+4i))
(newline)
; expect: 1+2i
(write (sqrt +2i))
(newline)
; expect: 1+i
(write (sqrt -2))
(newline)
; expect: 0.0+1.4142135623730951i
(write (sqrt 16))
(newline)
; expect: 4
(write (sqrt 16/9))
(newline)
; expect: 4/3
(write (exp +i))
(newline)
; expect: 0.5403023058681398+0.8414709848078965i
(write (exp 0.0+3.141592653589793i))
(newline)
; expect: -1.0+1.2246467991473532E-16i
(write (log -1))
(newline)
; expect: 0.0+3.141592653589793i
(write (log +i))
(newline)
; expect: 0.0+1.5707963267948966i
(write (log 100 10))
(newline)
; expect: 2.0
(write (log 8 2))
(newline)
; expect: 3.0
(write (expt 1+i 2))
(newline)
; expect: +2i
(write (expt +i 3))
(newline)
; expect: -i
(write (expt 1+i -2))
(newline)
; expect: -1/2i
(write (expt +i 4))
(newline)
; expect: 1
(write (expt 2 1+i))
(newline)
; expect: 1.5384778027279442+1.2779225526272695i
(write (expt -1 0.5))
(newline)
; expect: 6.123233995736766E-17+1.0i
(write (expt 0 1+i))
(newline)
; expect: 0
(write (expt 1+i 0))
(newline)
; expect: 1
(write (sin 1+i))
(newline)
; expect: 1.2984575814159773+0.6349639147847361i
(write (cos 1+i))
(newline)
; expect: 0.8337300251311492-0.9888977057628651i
(write (asin 2))
(newline)
; expect: 1.5707963267948966-1.3169578969248166i
(write (asin -2))
(newline)
; expect: -1.5707963267948966+1.3169578969248164i
(write (acos 2))
(newline)
; expect: 0.0+1.3169578969248166i
(write (atan +2i))
(newline)
; expect: -1.5707963267948966+0.5493061443340549i
(write (atan 1+i))
(newline)
; expect: 1.0172219678978514+0.4023594781085251i
(write (atan 1 1))
(newline)
; expect: 0.7853981633974483
