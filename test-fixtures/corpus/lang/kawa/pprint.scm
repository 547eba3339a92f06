; Kawa's pprint of (kawa pprint): no newline after the value, atoms displayed (strings without
; quotes), (quote x) left as it is, lists laid out in lines of 80 columns counted from the port's
; column: define and lambda indent their body past the open parenthesis, if and cond align their
; parts, other lists fill lines; near the right margin (miser style) every part takes a line.
; Expected output from Kawa 3.1.1. A Kopi session (the REPL) starts each top-level form at
; column 0, so the forms whose column matters are each one (let () ...).
(import (kawa pprint))
(define (nums n) (let loop ((i n) (acc '())) (if (= i 0) acc (loop (- i 1) (cons (- i 1) acc)))))
; Miser style: Kawa 3.1.1 uses it only while no pprint has been followed directly by a newline.
(let () (display "                                                  ")
  (pprint '(define (f x) (if (> x 0) (display "positive and quite long too") (display "not positive")))))
(newline)
(let () (display "[") (pprint '(a b)) (display "]") (newline))
(let () (display "[") (pprint '(define (f x) (let loop ((i 0) (acc '())) (if (> i 10) (reverse acc) (loop (+ i 1) (cons (* i i x) acc)))))) (display "]") (newline))
(let () (display "[") (pprint (nums 40)) (display "]") (newline))
(let () (display "[") (pprint '(a "s" #\c 1.5 #(1 (2 3) "x") `(a ,b))) (display "]") (newline))
(let () (display "[") (pprint "str") (pprint 42) (display "]") (newline))
(pprint '(cond ((= x 1) (display "one one one one one one one")) ((= x 2) (display "two two two two two")) (else 'other)))
(newline)
(pprint '(let ((alpha 1111111111) (beta 2222222222) (gamma 3333333333) (delta 4444444444) (epsilon 55555555555)) (list alpha beta)))
(newline)
(pprint '(define (long-function-name-here argument-one argument-two) (let ((a 1) (b 2) (c 3)) (+ a b c argument-one argument-two)) (display "done with everything now")))
(newline)
(pprint '(foo bar . baz))
(newline)
(pprint (list 'foo (nums 20) (nums 25) 'x))
(newline)
(define p (open-output-string))
(pprint '(x y) p)
(write (get-output-string p))
(newline)
; expect:                                                   (define
; expect:                                                    (f x)
; expect:                                                    (if (> x 0)
; expect:                                                     (display
; expect:                                                      positive and quite long too)
; expect:                                                     (display not positive)))
; expect: [(a b)]
; expect: [(define (f x)
; expect:    (let loop ((i 0) (acc (quote ())))
; expect:      (if (> i 10) (reverse acc) (loop (+ i 1) (cons (* i i x) acc)))))]
; expect: [(0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28
; expect:   29 30 31 32 33 34 35 36 37 38 39)]
; expect: [(a s c 1.5 #(1 (2 3) x) (quasiquote (a (unquote b))))]
; expect: [str42]
; expect: (cond ((= x 1) (display one one one one one one one))
; expect:       ((= x 2) (display two two two two two))
; expect:       (else (quote other)))
; expect: (let ((alpha 1111111111)
; expect:       (beta 2222222222)
; expect:       (gamma 3333333333)
; expect:       (delta 4444444444)
; expect:       (epsilon 55555555555))
; expect:   (list alpha beta))
; expect: (define (long-function-name-here argument-one argument-two)
; expect:   (let ((a 1) (b 2) (c 3)) (+ a b c argument-one argument-two))
; expect:   (display done with everything now))
; expect: (foo bar . baz)
; expect: (foo (0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19)
; expect:  (0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24) x)
; expect: "(x y)"
