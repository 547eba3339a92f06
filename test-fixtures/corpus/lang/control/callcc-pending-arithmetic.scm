; Re-entry into a frame with pending work: the 1 of (+ 1 ...) was on the operand stack when the
; continuation was captured, and the surrounding let and list are rebuilt on each re-entry.
(define (run)
  (let ((k #f)
        (results '()))
    (let ((v (+ 1 (call/cc (lambda (c) (set! k c) 1)))))
      (set! results (cons (list 'v v (* v 10)) results))
      (if (< v 4)
          (k v)
          (reverse results)))))
(write (run))
(newline)
; expect: ((v 2 20) (v 3 30) (v 4 40))
; Pending arithmetic in a typed procedure: the long locals are boxed in the saved frame and
; unboxed when it is rebuilt.
(define (typed (n ::long)) ::long
  (let ((k #f) (m ::long 100))
    (let ((x (+ n m (call/cc (lambda (c) (set! k c) 0)))))
      (if (< x (+ n m 3))
          (k (+ 1 (- x n m)))
          x))))
(display (typed 5))
(newline)
; expect: 108
