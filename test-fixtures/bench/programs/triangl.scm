;; triangl: counts the solutions of the 15-hole triangular peg solitaire (jump sequences
;; that leave one peg) by exhaustive depth-first search. bench-size lists the holes that
;; start empty.
;; expect: 29760
;; check-size: '(0 1 2 3 4 5 6)
;; check-expect: 14
(import (scheme base) (scheme write) (scheme time))
(define bench-size '(0))
(define bench-repeat 1)

;; Holes are numbered row by row: 0 / 1 2 / 3 4 5 / 6 7 8 9 / 10 11 12 13 14.
;; Each line of three holes gives two jumps: (from over to) and back.
(define lines
  '((3 4 5) (6 7 8) (7 8 9) (10 11 12) (11 12 13) (12 13 14)
    (0 1 3) (1 3 6) (3 6 10) (2 4 7) (4 7 11) (5 8 12)
    (0 2 5) (2 5 9) (5 9 14) (1 4 8) (4 8 13) (3 7 12)))

(define jumps
  (list->vector
   (let loop ((lines lines) (result '()))
     (if (null? lines)
         (reverse result)
         (let ((a (car (car lines))) (b (cadr (car lines))) (c (car (cddr (car lines)))))
           (loop (cdr lines) (cons (vector c b a) (cons (vector a b c) result))))))))

;; Counts the ways to go from "board" (a vector of booleans, #t = peg) with "pegs" pegs
;; down to a single peg.
(define (count-solutions board pegs)
  (if (= pegs 1)
      1
      (let loop ((i 0) (total 0))
        (if (= i (vector-length jumps))
            total
            (let* ((jump (vector-ref jumps i))
                   (from (vector-ref jump 0))
                   (over (vector-ref jump 1))
                   (to (vector-ref jump 2)))
              (if (and (vector-ref board from) (vector-ref board over) (not (vector-ref board to)))
                  (begin
                    (vector-set! board from #f)
                    (vector-set! board over #f)
                    (vector-set! board to #t)
                    (let ((found (count-solutions board (- pegs 1))))
                      (vector-set! board from #t)
                      (vector-set! board over #t)
                      (vector-set! board to #f)
                      (loop (+ i 1) (+ total found))))
                  (loop (+ i 1) total)))))))

(define (bench-run)
  (let ((board (make-vector 15 #t)))
    (for-each (lambda (hole) (vector-set! board hole #f)) bench-size)
    (count-solutions board (- 15 (length bench-size)))))

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
