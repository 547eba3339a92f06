; A SRFI is importable by Kawa's names too: (srfi :1), (srfi :1 lists), (srfi 1 lists).
(import (scheme base) (scheme write) (only (srfi :1 lists) first) (prefix (srfi :1) s1:) (srfi 8))
(write (first '(a b)))
(newline)
; expect: a
(write (s1:take '(1 2 3) 2))
(newline)
; expect: (1 2)
(receive (a . rest) (values 1 2 3) (write (list a rest)))
(newline)
; expect: (1 (2 3))
