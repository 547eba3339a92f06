; A ::long or ::int variable plus an untyped value (issue 21): computed as a speculated fixnum and
; converted to the variable's type with the usual check, so a sum that is no longer a long, or not
; an integer, is the same error as before.
(define (sum-long (l ::java.util.List) n)
  (let loop ((i 0) (total ::long 0))
    (if (= i n)
        total
        (loop (+ i 1) (+ total (l:get i))))))
(define (sum-int (l ::java.util.List) n)
  (let loop ((i 0) (total ::int 0))
    (if (= i n)
        total
        (loop (+ i 1) (+ total (l:get i))))))
(define (list-of . xs)
  (let ((l (java.util.ArrayList)))
    (for-each (lambda (x) (l:add x)) xs)
    l))
(write (sum-long (list-of 1 2 3) 3))
(newline)
; expect: 6
(write (sum-int (list-of 1 -2 3) 3))
(newline)
; expect: 2
(write (sum-long (list-of 9223372036854775806 1) 2))
(newline)
; expect: 9223372036854775807
(write (sum-int (list-of 2147483647 -1) 2))
(newline)
; expect: 2147483646
(define (scale (x ::long) y)
  (let ((r ::long (* x y)))
    r))
(write (scale 3 -4))
(newline)
; expect: -12
; Kawa wraps around to a negative long; Kopi's check, the same with or without the speculation,
; reports the sum that is no long.
(write (sum-long (list-of 9223372036854775807 1) 2))
; expect runtime error: typed-long-untyped-sum.scm:8: loop: argument 2 expects long, got 9223372036854775808
