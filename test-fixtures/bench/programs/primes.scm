;; primes: the sieve of Eratosthenes on lists: filters the multiples of each prime out of
;; the list 2..n; prints the number of primes up to n and the largest.
;; expect: (168 997)
;; check-size: 100
;; check-expect: (25 97)
(import (scheme base) (scheme write) (scheme time))
(define bench-size 1000)
(define bench-repeat 2000)

(define (interval-list from to)
  (if (> from to)
      '()
      (cons from (interval-list (+ from 1) to))))

(define (remove-multiples divisor numbers)
  (cond ((null? numbers) '())
        ((= (remainder (car numbers) divisor) 0)
         (remove-multiples divisor (cdr numbers)))
        (else (cons (car numbers) (remove-multiples divisor (cdr numbers))))))

(define (sieve numbers)
  (if (null? numbers)
      '()
      (cons (car numbers) (sieve (remove-multiples (car numbers) (cdr numbers))))))

(define (last-element items)
  (if (null? (cdr items)) (car items) (last-element (cdr items))))

(define (bench-run)
  (let ((found (sieve (interval-list 2 bench-size))))
    (list (length found) (last-element found))))

;; The timing harness below is the same in every program: run the benchmark bench-repeat
;; times, print the last result on one line and the loop time on the next.
(define (bench-loop count result)
  (if (= count 0)
      result
      (bench-loop (- count 1) (bench-run))))
(define bench-start (current-jiffy))
(define bench-result (bench-loop bench-repeat #f))
(define bench-end (current-jiffy))
(write bench-result)
(newline)
(display "time-us: ")
(write (quotient (* 1000000 (- bench-end bench-start)) (jiffies-per-second)))
(newline)
