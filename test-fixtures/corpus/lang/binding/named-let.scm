; Named let loops, and the loop variable as a first-class procedure.
(write (let loop ((i 0) (acc '()))
         (if (= i 5) (reverse acc) (loop (+ i 1) (cons i acc)))))
(newline)
; expect: (0 1 2 3 4)
(write (let fact ((n 10)) (if (= n 0) 1 (* n (fact (- n 1))))))
(newline)
; expect: 3628800
; A long loop runs in constant stack.
(write (let count ((n 1000000)) (if (= n 0) 'done (count (- n 1)))))
(newline)
; expect: done
