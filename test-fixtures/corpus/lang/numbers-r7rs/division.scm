; floor/ and truncate/ families on negative operands and bignums (R7RS 6.2.6 examples).
(write (call-with-values (lambda () (floor/ 5 2)) list))
(newline)
; expect: (2 1)
(write (call-with-values (lambda () (floor/ -5 2)) list))
(newline)
; expect: (-3 1)
(write (call-with-values (lambda () (floor/ 5 -2)) list))
(newline)
; expect: (-3 -1)
(write (call-with-values (lambda () (floor/ -5 -2)) list))
(newline)
; expect: (2 -1)
(write (call-with-values (lambda () (truncate/ 5 2)) list))
(newline)
; expect: (2 1)
(write (call-with-values (lambda () (truncate/ -5 2)) list))
(newline)
; expect: (-2 -1)
(write (call-with-values (lambda () (truncate/ 5 -2)) list))
(newline)
; expect: (-2 1)
(write (call-with-values (lambda () (truncate/ -5 -2)) list))
(newline)
; expect: (2 -1)
(write (call-with-values (lambda () (truncate/ -5.0 2)) list))
(newline)
; expect: (-2.0 -1.0)
(write (call-with-values (lambda () (floor/ (expt 10 30) -7)) list))
(newline)
; expect: (-142857142857142857142857142858 -6)
(write (call-with-values (lambda () (truncate/ (- (expt 10 30)) 7)) list))
(newline)
; expect: (-142857142857142857142857142857 -1)
(write (call-with-values (lambda () (floor/ (- (expt 2 64)) (expt 2 63))) list))
(newline)
; expect: (-2 0)
(write (floor-quotient -7 2))
(newline)
; expect: -4
(write (floor-remainder -7 2))
(newline)
; expect: 1
(write (truncate-quotient -7 2))
(newline)
; expect: -3
(write (truncate-remainder -7 2))
(newline)
; expect: -1
(write (modulo 13 4))
(newline)
; expect: 1
(write (remainder 13 4))
(newline)
; expect: 1
(write (modulo -13 4))
(newline)
; expect: 3
(write (remainder -13 4))
(newline)
; expect: -1
(write (modulo 13 -4))
(newline)
; expect: -3
(write (remainder 13 -4))
(newline)
; expect: 1
(write (modulo -13 -4))
(newline)
; expect: -1
(write (remainder -13 -4))
(newline)
; expect: -1
(write (remainder -13 -4.0))
(newline)
; expect: -1.0
(write (gcd 32 -36))
(newline)
; expect: 4
(write (gcd))
(newline)
; expect: 0
(write (lcm 32 -36))
(newline)
; expect: 288
(write (lcm 32.0 -36))
(newline)
; expect: 288.0
(write (lcm))
(newline)
; expect: 1
