; Non-tail recursion 100000 deep works (the runner gives evaluation a large stack), and map and
; append on long lists do not depend on the Java stack.
(define (build n) (if (= n 0) '() (cons n (build (- n 1)))))
(write (length (build 100000)))
(newline)
; expect: 100000
(define long (make-list 1000000 0))
(write (apply + (map (lambda (x) 1) long)))
(newline)
; expect: 1000000
(write (length (append long long)))
(newline)
; expect: 2000000
(write (length (list-copy long)))
(newline)
; expect: 1000000
