; Non-tail recursion a million calls deep, as Chez and Guile run it: REPL forms run on a thread with
; a big stack. Kawa 3.1.1 stops with a java.lang.StackOverflowError.
(define (f n) (if (= n 0) 0 (+ 1 (f (- n 1)))))
(f 1000000)
; expect: 1000000
(define (count-up n) (if (= n 0) '() (cons n (count-up (- n 1)))))
(length (count-up 500000))
; expect: 500000
