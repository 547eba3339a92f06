; do loops run in constant space, and the result expressions are in tail position.
(define (count-up limit)
  (do ((i 0 (+ i 1)) (acc 0 (+ acc i))) ((= i limit) acc)))
(write (count-up 1000000))
(newline)
; expect: 499999500000
(define (ping n) (do ((i 0 (+ i 1))) ((= i 1) (if (= n 0) 'ping-done (pong (- n 1))))))
(define (pong n) (ping n))
(write (ping 300000))
(newline)
; expect: ping-done
