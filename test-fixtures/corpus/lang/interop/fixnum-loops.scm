; Java calls in loops whose counters and accumulators are unboxed fixnums (issue 21): an int
; result joins the sum with no boxing, a speculated counter is an int argument with a range check,
; and a result that is not a fixnum, an overflow or a bad argument takes the generic path.
(define (make-list-of . xs)
  (let ((l (java.util.ArrayList)))
    (for-each (lambda (x) (l:add x)) xs)
    l))
(define (typed-sum (l ::java.util.List) (s ::string) n)
  (let loop ((i 0) (total 0))
    (if (= i n)
        total
        (loop (+ i 1) (+ total (l:get i) (s:length))))))
(define (untyped-sum l s n)
  (let loop ((i 0) (total 0))
    (if (= i n)
        total
        (loop (+ i 1) (+ total (l:get i) (s:length))))))
(display (typed-sum (make-list-of 1 2 3) "hello" 3))
(newline)
; expect: 21
(display (untyped-sum (make-list-of 1 2 3) "hello" 3))
(newline)
; expect: 21
(display (typed-sum (make-list-of 9223372036854775807 1) "ab" 2))
(newline)
; expect: 9223372036854775812
(display (untyped-sum (make-list-of 9223372036854775807 1) "ab" 2))
(newline)
; expect: 9223372036854775812
(display (typed-sum (make-list-of 1 1/2 0.25) "" 3))
(newline)
; expect: 1.75
(display (untyped-sum (make-list-of 1 1/2 2) "x" 3))
(newline)
; expect: 13/2
(define (index-from (l ::java.util.List) start)
  (let loop ((i start) (total 0))
    (if (= i 2)
        total
        (loop (+ i 1) (+ total (l:get i))))))
(display (index-from (make-list-of 10 20) 0))
(newline)
; expect: 30
(display (index-from (make-list-of 10 20) 1))
(newline)
; expect: 20
; Kawa wraps the index to an int (2147483647) and fails in ArrayList.get; the range check is right.
(display (index-from (make-list-of 10 20) -2147483649))
; expect runtime error: get: expected int for argument 1, got -2147483649 (out of range)
