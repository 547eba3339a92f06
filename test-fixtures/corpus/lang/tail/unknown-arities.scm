; Tail calls to unknown procedures with every argument count: the bounce keeps up to four
; arguments in fields and more in an array, and each count must reach the right entry.
(define (count-down f n) (if (= n 0) 'zero (f f (- n 1))))
(write (count-down count-down 1000000))
(newline)
; expect: zero
(define (three f n acc) (if (= n 0) acc (f f (- n 1) (+ acc 1))))
(write (three three 1000000 0))
(newline)
; expect: 1000000
(define (four f n a b) (if (= n 0) (list a b) (f f (- n 1) b a)))
(write (four four 1000001 'x 'y))
(newline)
; expect: (y x)
(define (five f n a b c) (if (= n 0) (list a b c) (f f (- n 1) b c a)))
(write (five five 1000000 1 2 3))
(newline)
; expect: (2 3 1)
(define (nullary) (if (> (vector-ref counter 0) 0)
                      (begin (vector-set! counter 0 (- (vector-ref counter 0) 1)) (next))
                      'done))
(define counter (vector 1000000))
(define next nullary)
(write ((lambda () (next))))
(newline)
; expect: done
(define (optional f n #!optional (tag 'none)) (if (= n 0) tag (f f (- n 1))))
(write (optional optional 10 'given))
(newline)
; expect: none
(define (rest f n . more) (if (= n 0) more (f f (- n 1) n n n n n)))
(write (rest rest 3))
(newline)
; expect: (1 1 1 1 1)
