;; nqueens-typed: counts n-queens solutions by backtracking over three bytevectors of
;; occupied columns and diagonals with ::int indices, against java/NqueensTyped.java.
;; expect: 14200
;; check-size: 8
;; check-expect: 92
;; systems: kopi kawa java
(import (scheme base) (scheme write) (scheme time))
(define bench-size 12)
(define bench-repeat 40)

;; Queens go one per row; a square (row, column) is free when its column, its rising
;; diagonal (row + column) and its falling diagonal (row - column + n - 1) are all free.
(define (place-queens (row ::int) (n ::int) (columns ::bytevector) (rising ::bytevector)
                      (falling ::bytevector)) ::int
  (if (= row n)
      1
      (let loop ((column ::int 0) (total ::int 0))
        (if (= column n)
            total
            (let ((up ::int (+ row column)) (down ::int (+ (- row column) n -1)))
              (if (and (= 0 (bytevector-u8-ref columns column))
                       (= 0 (bytevector-u8-ref rising up))
                       (= 0 (bytevector-u8-ref falling down)))
                  (begin
                    (bytevector-u8-set! columns column 1)
                    (bytevector-u8-set! rising up 1)
                    (bytevector-u8-set! falling down 1)
                    (let ((found ::int (place-queens (+ row 1) n columns rising falling)))
                      (bytevector-u8-set! columns column 0)
                      (bytevector-u8-set! rising up 0)
                      (bytevector-u8-set! falling down 0)
                      (loop (+ column 1) (+ total found))))
                  (loop (+ column 1) total)))))))

(define (queens (n ::int)) ::int
  (place-queens 0 n (make-bytevector n 0) (make-bytevector (* 2 n) 0) (make-bytevector (* 2 n) 0)))

(define (bench-run) (queens bench-size))

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
