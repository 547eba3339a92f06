; Typed code that fits compiles without diagnostics; a ::double parameter converts an exact real.
(define (half (x ::double)) (/ x 2))
(define (add (a ::int) (b ::int)) ::int (+ a b))
(define (label (s ::string) (n ::integer)) ::string (string-append s (number->string n)))
(define (count-up (n ::int)) ::int
  (let loop ((i ::int 0) (total ::int 0))
    (if (= i n) total (loop (+ i 1) (+ total i)))))
(display (half 3))
(newline)
(display (add 2 3))
(newline)
(display (label "n=" (expt 2 70)))
(newline)
(display (count-up 5))
(newline)
(define v ::vector[string] (vector "a" "b"))
(define o ::Object "anything")
(define (chars (s ::java.lang.CharSequence)) (s:length))
(display (chars "abc"))
; expect: 1.5
; expect: 5
; expect: n=1180591620717411303424
; expect: 10
; expect: 3
