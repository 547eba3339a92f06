; Kawa's future, synchronized, runnable and sleep, and the ! definition (outputs checked against
; Kawa 3.1.1).
(! answer 42)
(display answer)
(newline)
; expect: 42
(define f (future (let loop ((i 0) (sum 0)) (if (= i 1000) sum (loop (+ i 1) (+ sum i))))))
(display (force f))
(newline)
; expect: 499500
; An error in a future is raised again where it is forced.
(display (guard (e ((error-object? e) (error-object-message e)))
  (force (future (error "failed in the future")))))
(newline)
; expect: failed in the future
(define lock (java.lang.Object))
(define counter 0)
(define workers
  (map (lambda (n) (future (do ((i 0 (+ i 1))) ((= i 500)) (synchronized lock (set! counter (+ counter 1))))))
       '(1 2 3 4)))
(for-each force workers)
(display counter)
(newline)
; expect: 2000
(display (synchronized lock 'inside))
(newline)
; expect: inside
(define r (runnable (lambda () (display "ran") (newline))))
(r:run)
; expect: ran
(define t (java.lang.Thread r))
(t:start)
(t:join)
; expect: ran
(sleep 0.01)
(sleep 1/100)
