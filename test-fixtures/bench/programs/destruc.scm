;; destruc: destructive list surgery with set-car! and set-cdr!: ten lists repeatedly
;; hand the back half of one list to the middle of the next, and are refilled with fresh
;; cells when the first list runs empty. Prints the total length and the sum of the numbers.
;; expect: (14 13)
;; check-size: 50
;; check-expect: (553 453)
(import (scheme base) (scheme write) (scheme time))
(define bench-size 600)
(define bench-repeat 150)

(define (fresh-cells count)
  (let loop ((i count) (cells '()))
    (if (= i 0) cells (loop (- i 1) (cons '() cells)))))

(define (last-cell items)
  (if (null? (cdr items)) items (last-cell (cdr items))))

;; Keeps the first "keep" cells of "items" (keep >= 1) and returns the cut-off rest.
(define (cut-after! items keep)
  (let* ((cell (list-tail items (- keep 1)))
         (rest (cdr cell)))
    (set-cdr! cell '())
    rest))

;; Moves the back half of the list in spine cell "from" to the middle of the list in
;; spine cell "to", overwriting the front half of the latter with "stamp".
(define (hand-over! from to stamp)
  (let* ((source (car from))
         (keep (quotient (length source) 2))
         (moved (cond ((null? source) '())
                      ((= keep 0) (set-car! from '()) source)
                      (else (cut-after! source keep))))
         (target (car to)))
    (if (null? target)
        (set-car! to moved)
        (let ((half (max 1 (quotient (length target) 2))))
          (do ((cell target (cdr cell)) (i 0 (+ i 1))) ((= i half))
            (set-car! cell stamp))
          (set-cdr! (list-tail target (- half 1)) moved)))))

(define (refill! spine cell-count)
  (do ((cell spine (cdr cell))) ((null? cell))
    (if (null? (car cell))
        (set-car! cell (fresh-cells cell-count))
        (set-cdr! (last-cell (car cell)) (fresh-cells cell-count)))))

(define (sum-numbers items)
  (let loop ((items items) (total 0))
    (cond ((null? items) total)
          ((number? (car items)) (loop (cdr items) (+ total (car items))))
          (else (loop (cdr items) total)))))

(define (destruc steps cell-count)
  (let ((spine (fresh-cells 10)))
    (do ((step steps (- step 1))) ((= step 0))
      (if (null? (car spine))
          (refill! spine cell-count)
          (do ((from spine (cdr from)) (to (cdr spine) (cdr to))) ((null? to))
            (hand-over! from to step))))
    (list (apply + (map length spine))
          (apply + (map sum-numbers spine)))))

(define (bench-run) (destruc bench-size 100))

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
