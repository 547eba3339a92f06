; A quantity literal whose unit is not defined fails when it runs (Kawa 3.1.1: "unbound
; location: unit:kg").
(define-base-unit dollar "Money")
(display 2dollar)
(newline)
; expect: 2.0dollar
(display 3kg)
; expect runtime error: unbound unit: kg
