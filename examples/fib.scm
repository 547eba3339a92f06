;; Naive Fibonacci, the classic call-heavy benchmark: ./kopi examples/fib.scm 30
(define (fib n)
  (if (< n 2)
      n
      (+ (fib (- n 1)) (fib (- n 2)))))

(define n
  (let ((args (command-line)))
    (if (> (length args) 1) (string->number (cadr args)) 25)))

(display "fib(") (display n) (display ") = ") (display (fib n))
(newline)
