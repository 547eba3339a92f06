
;; Driver for r7rs-benchmarks programs, written for Kopi's harness (harness.py puts it after the
;; suite's program, then calls (main)). It gives the two procedures the suite's programs call,
;; with the suite's contract, and prints what the harness reads: "ok" when the program's own
;; check accepts the result (else "wrong: " and the result), then "time-us: N", the loop time
;; in microseconds.

;; Returns x through a procedure picked at run time from r (a number the program read), so that
;; no compiler can tell what the benchmark's arguments are.
(define (hide r x)
  (let ((pick (vector (lambda (y) y) values)))
    ((vector-ref pick (if (< r 100) 0 1)) x)))

;; Calls thunk count times and checks the last result with ok?.
(define (run-r7rs-benchmark name count thunk ok?)
  (let* ((start (current-jiffy))
         (result (let loop ((i 0) (result #f))
                   (if (< i count) (loop (+ i 1) (thunk)) result)))
         (end (current-jiffy)))
    (if (ok? result)
        (display "ok")
        (begin (display "wrong: ") (write result)))
    (newline)
    (display "time-us: ")
    (write (quotient (* 1000000 (- end start)) (jiffies-per-second)))
    (newline)
    result))
