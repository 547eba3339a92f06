; An exact zero to a negative power divides by zero.
(expt 0 -2)
; expect runtime error: expt: division by zero
