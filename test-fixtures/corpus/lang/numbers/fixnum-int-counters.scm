; Loop counters kept as JVM ints (issue 21): a counter that starts at a small literal, goes up by
; one and is tested first against a bound the loop cannot change runs as an int while the bound,
; checked on entry, keeps it in the int range; any other bound takes the ordinary loop, so the
; results are those of exact arithmetic.
(define (count-to n)
  (let loop ((i 0) (acc 0))
    (if (= i n)
        (list i acc)
        (loop (+ i 1) (+ acc i)))))
(write (count-to 10))
(newline)
; expect: (10 45)
(write (count-to 0))
(newline)
; expect: (0 0)
; A bound that is not a fixnum: the counter meets it as an exact integer does.
(write (count-to 4.0))
(newline)
; expect: (4 6)
; Near the top of the int range: a bound at the largest int stays an int; one past it does not.
(define (count-up start n)
  (let loop ((i start))
    (if (= i n)
        i
        (loop (+ i 1)))))
(write (count-up 2147483640 2147483647))
(newline)
; expect: 2147483647
(write (count-up 2147483645 2147483650))
(newline)
; expect: 2147483650
; > and <= go one past the bound: at the largest int the counter leaves the int range.
(define (count-above n)
  (do ((i 2147483640 (+ i 1))) ((> i n) i)))
(write (count-above 2147483646))
(newline)
; expect: 2147483647
(write (count-above 2147483647))
(newline)
; expect: 2147483648
(define (count-while n)
  (let loop ((i 2147483645) (seen 0))
    (if (<= i n)
        (loop (+ i 1) (+ seen 1))
        (list i seen))))
(write (count-while 2147483647))
(newline)
; expect: (2147483648 3)
; A bound below the start: < and >= leave at once, = runs on past it (here until an escape).
(define (below n)
  (list (let loop ((i 0) (k 0)) (if (< i n) (loop (+ i 1) (+ k 1)) k))
        (let loop ((i 0) (k 0)) (if (>= i n) k (loop (+ i 1) (+ k 1))))
        (call-with-current-continuation
         (lambda (return)
           (let loop ((i 0))
             (if (= i n)
                 'never
                 (begin
                   (if (= i 5) (return i))
                   (loop (+ i 1)))))))))
(write (below -3))
(newline)
; expect: (0 0 5)
; A bignum bound, and the bound on the left of the test.
(define (first-steps n)
  (call-with-current-continuation
   (lambda (return)
     (let loop ((i 0) (acc '()))
       (if (> n i)
           (begin
             (if (= i 3) (return (reverse acc)))
             (loop (+ i 1) (cons i acc)))
           acc)))))
(write (first-steps 100000000000000000000))
(newline)
; expect: (0 1 2)
(write (first-steps 2))
(newline)
; expect: (1 0)
; The counter as a value: in a list, captured by closures, as a vector index and an int argument.
(define (uses n)
  (let ((v (make-vector n 0)) (l (java.util.ArrayList)))
    (let loop ((i 0) (thunks '()))
      (if (= i n)
          (list (map (lambda (t) (t)) thunks) v l)
          (begin
            (vector-set! v i (* i i))
            (l:add (l:size) i)
            (loop (+ i 1) (cons (lambda () (- i)) thunks)))))))
(write (uses 4))
(newline)
; expect: ((-3 -2 -1 0) #(0 1 4 9) #(0 1 2 3))
; Nested counters: the inner bound is the outer counter.
(define (triangle n)
  (let outer ((i 0) (total 0))
    (if (= i n)
        total
        (outer (+ i 1)
               (let inner ((j 0) (t total))
                 (if (= j i) t (inner (+ j 1) (+ t 1))))))))
(write (triangle 100))
(newline)
; expect: 4950
(define (typed-sum (l ::java.util.List) n)
  (let loop ((i 0) (total 0))
    (if (= i n)
        total
        (loop (+ i 1) (+ total (l:get i))))))
(define l3 (java.util.ArrayList))
(l3:add 9223372036854775807)
(l3:add 1)
(write (typed-sum l3 2))
(newline)
; expect: 9223372036854775808
; A continuation captured inside a loop with an int counter resumes it with the counter it had.
(define (collect n k-box)
  (let loop ((i 0) (acc '()))
    (if (= i n)
        (reverse acc)
        (begin
          (if (= i 2) (call/cc (lambda (c) (set-car! k-box c))))
          (loop (+ i 1) (cons i acc))))))
(define (resume-loop n)
  (let ((k-box (list #f)) (runs 0) (results '()))
    (let ((r (collect n k-box)))
      (set! results (cons (list runs r) results))
      (set! runs (+ runs 1))
      (if (< runs 3) ((car k-box) #f))
      results)))
(write (resume-loop 4))
(newline)
; expect: ((2 (0 1 2 3)) (1 (0 1 2 3)) (0 (0 1 2 3)))
