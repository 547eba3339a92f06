; delay-force runs in constant space: a long chain of lazy promises does not grow the stack.
(define (loop n)
  (delay-force
    (if (= n 0)
        (delay 'done)
        (loop (- n 1)))))
(write (force (loop 1000000)))
(newline)
; expect: done
