; A procedure whose tail call goes straight to a local procedure returns that procedure's result
; as it is, and that result may be a pending tail call (a bounce): callers still finish it, here
; through a local procedure (called in and out of tail position, so it has a method of its own)
; tail-calling a top-level one that tail-calls an unknown procedure.
(define (apply-twice f x) (f (f x)))
(define (outer x)
  (define (helper y) (apply-twice (lambda (z) (* z 2)) y))
  (if (> x 100) (- (helper x) 1) (helper x)))
(define (use x) (+ 1 (outer x)))
(write (use 5))
(newline)
; expect: 21
(write (map outer '(1 2 3 1000)))
(newline)
; expect: (4 8 12 3999)
(define (count-down n)
  (define (even-step k) (if (= k 0) 'done (odd-step (- k 1))))
  (define (odd-step k) (if (= k 0) 'done (even-step (- k 1))))
  (even-step n))
(write (list (count-down 100000) (count-down 7)))
(newline)
; expect: (done done)
