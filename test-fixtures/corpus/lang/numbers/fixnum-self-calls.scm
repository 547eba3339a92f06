; Parameters that a procedure's self tail calls update by counting are unboxed fixnums inside it
; (issue 21); callers still pass and receive ordinary values, big integers included.
(define (ack m n)
  (cond ((= m 0) (+ n 1))
        ((= n 0) (ack (- m 1) 1))
        (else (ack (- m 1) (ack m (- n 1))))))
(write (ack 2 3))
(newline)
; expect: 9
(define (power-sum base k acc)
  (if (= k 0) acc (power-sum base (- k 1) (+ (* acc base) 1))))
(write (list (power-sum 2 10 0) (power-sum 2 70 0) (power-sum 2.0 3 0) (power-sum 1/2 2 0)))
(newline)
; expect: (1023 1180591620717411303423 7.0 3/2)
(define (count-from x n)
  (if (= n 0) x (count-from (+ x 1) (- n 1))))
(write (list (count-from 9223372036854775806 3) (count-from (expt 2 100) 1) (count-from 0.5 2)))
(newline)
; expect: (9223372036854775809 1267650600228229401496703205377 2.5)
; A local procedure that escapes as a value and calls itself in tail position.
(define (collatz-steps n)
  (define (step n count)
    (cond ((= n 1) count)
          ((even? n) (step (quotient n 2) (+ count 1)))
          (else (step (+ (* 3 n) 1) (+ count 1)))))
  (map (lambda (k) (step k 0)) (list n (* 2 n) 27)))
(write (collatz-steps 7))
(newline)
; expect: (16 17 111)
(define (checked-count x n)
  (if (= n 0)
      x
      (checked-count
       (+ x 1)
       (- n 1))))
(write (checked-count 1 2))
(newline)
; expect: 3
(write (checked-count 'one 2))
; expect runtime error: +: expected number, got one
