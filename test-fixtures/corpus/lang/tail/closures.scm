; Mutual recursion between local closures (letrec and internal defines) in tail position.
(define (parity n)
  (define (ev n) (if (= n 0) 'even (od (- n 1))))
  (define (od n) (if (= n 0) 'odd (ev (- n 1))))
  (ev n))
(write (parity 1000000))
(newline)
; expect: even
(write (letrec ((a (lambda (n acc) (if (= n 0) acc (b (- n 1) (+ acc 1)))))
                (b (lambda (n acc) (a n acc))))
         (a 1000000 0)))
(newline)
; expect: 1000000
