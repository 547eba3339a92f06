; A continuation captured inside a loop whose sum is an unboxed double (issue 21) resumes with
; the loop's state as it was at the capture. Kawa's continuations are escape-only.
(define saved #f)
(define (sum-from start)
  (let loop ((i 0) (total start))
    (if (= i 4)
        total
        (begin
          (if (= i 2) (call/cc (lambda (c) (set! saved c))))
          (loop (+ i 1) (+ total 0.5))))))
(define (resume-sum start)
  (let ((n 0) (results '()))
    (let ((r (sum-from start)))
      (set! results (cons r results))
      (set! n (+ n 1))
      (if (< n 3) (saved #f))
      (reverse results))))
(write (list (resume-sum 0.25) (resume-sum 1/4) (resume-sum 9007199254740993)))
(newline)
; expect: ((2.25 2.25 2.25) (2.25 2.25 2.25) (9.007199254740992E15 9.007199254740992E15 9.007199254740992E15))
