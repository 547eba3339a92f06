;; nqueens: counts the solutions of the n-queens problem with lists (8 queens: 92).
;; expect: 724
;; check-size: 8
;; check-expect: 92
;; java-twin: NqueensTyped
(import (scheme base) (scheme write) (scheme time))
(define bench-size 10)
(define bench-repeat 50)

(define (one-to n)
  (let loop ((i n) (result '()))
    (if (= i 0)
        result
        (loop (- i 1) (cons i result)))))

;; A queen in row "row" is safe if no queen already placed is on one of its diagonals;
;; "distance" counts the columns back to the queen at the head of "placed".
(define (safe? row distance placed)
  (or (null? placed)
      (and (not (= (car placed) (+ row distance)))
           (not (= (car placed) (- row distance)))
           (safe? row (+ distance 1) (cdr placed)))))

;; Tries each remaining row for the next column: "candidates" are rows not tried yet,
;; "deferred" rows tried and set aside, "placed" the rows of the queens so far.
(define (count-placements candidates deferred placed)
  (if (null? candidates)
      (if (null? deferred) 1 0)
      (+ (if (safe? (car candidates) 1 placed)
             (count-placements (append (cdr candidates) deferred)
                               '()
                               (cons (car candidates) placed))
             0)
         (count-placements (cdr candidates)
                           (cons (car candidates) deferred)
                           placed))))

(define (nqueens n) (count-placements (one-to n) '() '()))

(define (bench-run) (nqueens bench-size))

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
