; Continuation closures of CPS code call their local procedure back in tail position. A procedure
; whose own tail calls are self calls or calls of unknown procedures is called directly from them
; (issue 21): every chain of direct tail calls ends at it, so tail calls stay proper.
(define (cpstak x y z)
  (define (tak x y z k)
    (if (not (< y x))
        (k z)
        (tak (- x 1) y z
             (lambda (v1)
               (tak (- y 1) z x
                    (lambda (v2)
                      (tak (- z 1) x y
                           (lambda (v3) (tak v1 v2 v3 k)))))))))
  (tak x y z (lambda (a) a)))
(write (cpstak 18 12 6))
(newline)
; expect: 7
; A million round trips between a procedure and the closures that call it back (Kawa 3.1.1
; overflows its stack here even with --full-tailcalls).
(define (countdown n)
  (define (tick i k)
    (if (= i 0) (k 'done) (k i)))
  (define (loop i)
    (tick i (lambda (v) (if (eq? v 'done) 'finished (loop (- v 1))))))
  (loop n))
(write (countdown 1000000))
(newline)
; expect: finished
(define (ping-pong n)
  (define (ping i k)
    (if (= i 0) 'done (pong (- i 1) k)))
  (define (pong i k)
    (k (lambda () (ping i k))))
  (ping n (lambda (thunk) (thunk))))
(write (ping-pong 1000000))
(newline)
; expect: done
