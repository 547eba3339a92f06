; if, cond with else and =>, case with lists of data, else and =>.
(write (if #f 1 2))
(newline)
; expect: 2
(write (if '() 'true 'false))
(newline)
; expect: true
(write (cond ((> 3 2) 'greater) ((< 3 2) 'less)))
(newline)
; expect: greater
(write (cond ((assv 'b '((a 1) (b 2))) => cadr) (else #f)))
(newline)
; expect: 2
(write (cond (#f 1) (else 'other)))
(newline)
; expect: other
(write (cond ((+ 1 1))))
(newline)
; expect: 2
(write (case (* 2 3) ((2 3 5 7) 'prime) ((1 4 6 8 9) 'composite)))
(newline)
; expect: composite
(write (case (car '(c d)) ((a e i o u) 'vowel) ((w y) 'semivowel) (else => (lambda (x) x))))
(newline)
; expect: c
(write (case 5 ((5) => (lambda (x) (* x 2))) (else 0)))
(newline)
; expect: 10
