;; A recursive procedure, a named let and a top-level definition: the debugger's basic program.
(define (fact n)
  (if (= n 0)
      1
      (* n (fact (- n 1)))))

(define (sum-list lst)
  (let loop ((l lst) (acc 0))
    (if (null? l)
        acc
        (loop (cdr l) (+ acc (car l))))))

(display (fact 5))
(newline)
(display (sum-list '(1 2 3)))
(newline)
