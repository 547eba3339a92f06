; A top-level procedure whose tail calls go to itself, to unknown procedures or to top-level
; procedures that do the same ends chains of direct tail calls, so a tail call of it is a direct
; call (issue 21: r7rs-benchmarks' lattice tail-calls maps-rest from the lambda it maps); the
; chains are as short as the program's call graph, so tail calls stay proper.
(define (count-up n acc) (if (= n 0) acc (count-up (- n 1) (+ acc 1))))
(define (start n) (count-up n 0))
(define (outer n) (start n))
(write (map outer '(0 5 1000000)))
(newline)
; expect: (0 5 1000000)
; A million round trips between a top-level procedure and a closure that tail-calls another
; top-level procedure back: the unknown call bounces often enough to keep the stack flat (Kawa
; 3.1.1 overflows its stack here).
(define (step n k) (if (= n 0) 'finished (k (- n 1))))
(define (drive n) (step n (lambda (m) (drive m))))
(write (drive 1000000))
(newline)
; expect: finished
; The pattern of lattice: a lambda passed to map tail-calls a top-level procedure that ends in a
; tail call of one of its procedure arguments.
(define (expand-all items depth done combine)
  (if (= depth 0)
      (done items)
      (combine (map (lambda (x) (expand-all (cons x items) (- depth 1) done combine)) '(a b)))))
(write (expand-all '() 3 length (lambda (counts) (apply + counts))))
(newline)
; expect: 24
; Top-level procedures on a cycle of tail calls bounce: a million-deep cycle through three of them.
(define (three-a n) (if (= n 0) 'a (three-b (- n 1))))
(define (three-b n) (if (= n 0) 'b (three-c (- n 1))))
(define (three-c n) (if (= n 0) 'c (three-a (- n 1))))
(define (enter n) (three-a n))
(write (list (enter 1000000) (enter 1000001) (enter 1000002)))
(newline)
; expect: (b c a)
; An error in a procedure reached through direct tail calls is reported at its line.
(define (checked-car x) (car x))
(define (via-checked x) (checked-car x))
(via-checked 5)
; expect runtime error: car: expected pair, got 5
