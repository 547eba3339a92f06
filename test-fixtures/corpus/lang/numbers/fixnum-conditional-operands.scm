; Arithmetic on a conditional whose branches are fixnums ((+ (if ok (count ...) 0) (count ...))
; in n-queens) stays unboxed (issue 21); a branch whose value is not a fixnum takes the generic path.
(define (count-up n total)
  (if (= n 0)
      total
      (+ (if (even? n) (count-up (- n 1) total) 0)
         (if (odd? n) (count-up (- n 1) total) 1))))
(write (count-up 6 1))
(newline)
; expect: 4
(write (count-up 4 (- (expt 2 63) 1)))
(newline)
; expect: 9223372036854775809
(write (count-up 3 1.5))
(newline)
; expect: 2.5
(define (pick k x)
  (let ((n (if (> k 0) (* k 1000) (- k x))))
    (+ n 1)))
(write (list (pick 3 0) (pick 0 (expt 10 20)) (pick 0 0.5)))
(newline)
; expect: (3001 -99999999999999999999 0.5)
; A comparison of speculated fixnums whose value is used, not only tested.
(define (flags n limit)
  (let loop ((i 0) (acc '()))
    (if (= i n) (reverse acc) (loop (+ i 1) (cons (or (>= i limit) 'no) acc)))))
(write (list (flags 3 1) (flags 2 (expt 10 20)) (flags 2 0.5)))
(newline)
; expect: ((no #t #t) (no no) (no #t))
