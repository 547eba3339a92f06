; Loops whose tail calls jump back from several places (each through the loop's one latch): a
; typed named let with three tail calls, an untyped one whose fixnum sum overflows to a bignum on
; one of its paths, a self-recursive procedure with two self tail calls, a loop whose fixnum result
; comes from a branch between its tail calls, and an error raised on the line of one path.
(define (classify (n ::int)) ::int
  (let loop ((i ::int 0) (evens ::int 0) (odds ::int 0))
    (cond ((= i n) (+ (* 1000 evens) odds))
          ((even? i) (loop (+ i 1) (+ evens 1) odds))
          ((= i 7) (loop (+ i 2) evens odds))
          (else (loop (+ i 1) evens (+ odds 1))))))
(display (classify 20))
(newline)
(define (grow n)
  (let loop ((i 0) (acc 1))
    (cond ((= i n) acc)
          ((odd? i) (loop (+ i 1) (* acc 4611686018427387904)))
          (else (loop (+ i 1) (+ acc i))))))
(display (grow 5))
(newline)
(define (collatz-steps n steps)
  (cond ((= n 1) steps)
        ((even? n) (collatz-steps (quotient n 2) (+ steps 1)))
        (else (collatz-steps (+ (* 3 n) 1) (+ steps 1)))))
(display (collatz-steps 27 0))
(newline)
(define (first-over limit)
  (let loop ((i 0) (total 0))
    (if (> total limit)
        (if (even? i) i (- i))
        (if (odd? i) (loop (+ i 1) (+ total i)) (loop (+ i 1) (+ total 1))))))
(display (first-over 50))
(newline)
(define (strict-sum lst)
  (let loop ((lst lst) (total 0))
    (cond ((null? lst) total)
          ((number? (car lst)) (loop (cdr lst) (+ total (car lst))))
          (else (loop (cdr lst) (+ total (string-length (car lst))))))))
(display (strict-sum '(1 "ab" 3)))
(newline)
(display (strict-sum '(1 x 3)))
(newline)
; expect: 9009
; expect: 21267647932558653975684285001340289028
; expect: 111
; expect: 14
; expect: 6
; expect runtime error: loop-latches.scm:37: string-length: expected string, got x
