;; deriv: symbolic differentiation of a fixed polynomial, repeated bench-size times;
;; measures list allocation, map and symbol dispatch. Prints the size of the result
;; (atoms, pairs) and its head.
;; expect: (43 60 +)
;; check-size: 1
;; check-expect: (43 60 +)
(import (scheme base) (scheme write) (scheme time))
(define bench-size 90000)
(define bench-repeat 10)

(define (deriv expr)
  (cond ((not (pair? expr)) (if (eq? expr 'x) 1 0))
        ((eq? (car expr) '+) (cons '+ (map deriv (cdr expr))))
        ((eq? (car expr) '-) (cons '- (map deriv (cdr expr))))
        ((eq? (car expr) '*)
         (list '* expr
               (cons '+ (map (lambda (factor) (list '/ (deriv factor) factor))
                             (cdr expr)))))
        ((eq? (car expr) '/)
         (let ((numerator (cadr expr)) (denominator (car (cddr expr))))
           (list '-
                 (list '/ (deriv numerator) denominator)
                 (list '/ numerator
                       (list '* denominator denominator (deriv denominator))))))
        (else (error "deriv: unknown operator" (car expr)))))

(define (count-atoms tree)
  (if (pair? tree)
      (+ (count-atoms (car tree)) (count-atoms (cdr tree)))
      (if (null? tree) 0 1)))

(define (count-pairs tree)
  (if (pair? tree)
      (+ 1 (count-pairs (car tree)) (count-pairs (cdr tree)))
      0))

(define polynomial '(+ (* 3 x x) (* a x x) (* b x) 5))

(define (bench-run)
  (let loop ((i 1) (result (deriv polynomial)))
    (if (< i bench-size)
        (loop (+ i 1) (deriv polynomial))
        (list (count-atoms result) (count-pairs result) (car result)))))

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
