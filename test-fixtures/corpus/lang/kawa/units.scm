; Kawa's quantities and units: literals such as 3cm, 1m/s, 4cm^2 (read as symbols and, when
; unbound, turned into a number times a unit), define-base-unit, define-unit, arithmetic with
; dimension checks and conversion to the first operand's unit. Expected output is Kawa 3.1.1's,
; except where noted: Kawa's (quantity->number 1min) is 0.0 (Kopi: 60.0), and Kawa computes pt
; and pica in single precision (3.527778E-4 for 1pt; Kopi 3.5277777777777776E-4).
(define (p x) (write x) (newline))
(p 3cm)
; expect: 3.0cm
(p (list -3cm +3cm 3.cm 1.5mm 2in 1pt 1pica 1g))
; expect: (-3.0cm 3.0cm 3.0cm 1.5mm 2.0in 1.0pt 1.0pica 1.0g)
(p (list 1rad 1deg 1grad 1min 1hour 1s))
; expect: (1.0rad 1.0deg 1.0grad 1.0min 1.0hour 1.0s)
(p (quantity->number 1min))
; expect: 60.0
(p (+ 3cm 2cm))
; expect: 5.0cm
(p (+ 1m 3cm))
; expect: 1.03m
(p (+ 3cm 1m))
; expect: 103.0cm
(p (- 1m 3cm))
; expect: 0.97m
(p (+ 1in 1cm))
; expect: 1.3937007874015748in
(p (+ 1rad 1deg))
; expect: 1.0174532925199433rad
(p (list (* 2 3cm) (* 3cm 1.5) (/ 6cm 2)))
; expect: (6.0cm 4.5cm 3.0cm)
(p (* 3cm 2cm))
; expect: 6.0cm^2
(p (list (* 3cm 2m) (* 2cm 3s) (* 2s 3cm)))
; expect: (6.0cm*m 6.0cm*s 6.0s*cm)
(p (list (/ 6cm 2cm) (/ 6cm 2m) (* 2cm (/ 1 1cm))))
; expect: (3.0 0.03 2.0)
(p (/ 1 2cm))
; expect: 0.5cm^-1
(p (list 1m/s (/ 10m 2s) 3cm^2 3m^-1 1m*s 2cm*s^2/m))
; expect: (1.0m*s^-1 5.0m*s^-1 3.0cm^2 3.0m^-1 1.0m*s 2.0cm*s^2*m^-1)
(p (list (quantity? 3cm) (quantity? 3) (quantity? 'a) (number? 3cm) (real? 3cm) (complex? 3cm) (exact? 3cm)))
; expect: (#t #t #f #t #f #f #f)
(p (list (= 1m 100cm) (< 1cm 1m) (zero? 0cm) (equal? 3cm 3cm) (eqv? 3cm 3cm) (eqv? 1m 100cm)))
; expect: (#t #t #t #t #t #t)
(p (list (quantity->number 3cm) (quantity->number 1in) (quantity->number 1deg) (quantity->number 1g) (quantity->number 5)))
; expect: (0.03 0.0254 0.017453292519943295 1.0 5.0)
(p (list (quantity->unit 3cm) (quantity->unit 1m/s)))
; expect: (cm m*s^-1)
(p (list (make-quantity 3 "cm") (make-quantity 3 (quantity->unit 1m))))
; expect: (3cm 3m)
(p (list (sqrt 4cm^2) (abs -3cm) (- 3cm) (expt 2cm 2) (expt 2cm -1) (exact->inexact 3cm)))
; expect: (2.0cm 3.0cm -3.0cm 4.0cm^2 0.5cm^-1 3.0cm)
(p (number->string 1.5m))
; expect: "1.5m"
(p (string->number "3cm"))
; expect: #f
(p '3cm)
; expect: |3cm|
(p (let ((3cm 7)) 3cm))
; expect: 7
(define-base-unit dollar "Money")
(define-unit cent 0.01dollar)
(p (list 5dollar 50cent 3.5cent))
; expect: (5.0dollar 50.0cent 3.5cent)
(p (+ 1dollar 50cent))
; expect: 1.5dollar
(p (+ 50cent 1dollar))
; expect: 150.0cent
(p (quantity->number 50cent))
; expect: 0.5
(p (* 2dollar 3cent))
; expect: 6.0dollar*cent
