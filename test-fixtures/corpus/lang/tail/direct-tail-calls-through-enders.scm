; A local procedure whose tail calls go only to itself, to unknown procedures or to local
; procedures that do the same is called directly in tail position from anywhere, a closure its
; binder returns included (issue 21, the lexicographic comparison of r7rs-benchmarks' lattice):
; every chain of such direct calls is as short as the nesting, so tail calls stay proper.
(define (make-compare base)
  (define (fixed-order order lhs rhs)
    (define (check lhs rhs)
      (if (null? lhs)
          order
          (let ((probe (base (car lhs) (car rhs))))
            (if (or (eq? probe 'equal) (eq? probe order))
                (check (cdr lhs) (cdr rhs))
                'uncomparable))))
    (check lhs rhs))
  (define (first-order lhs rhs)
    (if (null? lhs)
        'equal
        (let ((probe (base (car lhs) (car rhs))))
          (case probe
            ((less more) (fixed-order probe (cdr lhs) (cdr rhs)))
            ((equal) (first-order (cdr lhs) (cdr rhs)))
            (else 'uncomparable)))))
  first-order)
(define (number-order a b) (cond ((< a b) 'less) ((> a b) 'more) (else 'equal)))
(define compare (make-compare number-order))
(write (list (compare '(1 2 3) '(1 2 3)) (compare '(1 2 3) '(1 3 4)) (compare '(2 2) '(1 3))
             (compare '(1 5 3) '(1 4 3)) (compare '() '())))
(newline)
; expect: (equal less uncomparable more equal)
; Long lists: the chain from the returned closure into the loops runs a million steps.
(define long-a (let loop ((i 0) (l '())) (if (= i 1000000) l (loop (+ i 1) (cons i l)))))
(define long-b (let loop ((i 0) (l '())) (if (= i 1000000) l (loop (+ i 1) (cons (if (= i 0) -1 i) l)))))
(write (list (compare long-a long-a) (compare long-b long-a)))
(newline)
; expect: (equal less)
; A chain of local procedures, each tail-calling the next, entered a million times from a closure.
(define (make-runner)
  (define (finish acc n)
    (define (count acc n) (if (= n 0) acc (count (+ acc 1) (- n 1))))
    (count acc n))
  (define (middle acc n) (if (<= n 10) (finish acc n) (middle (+ acc 2) (- n 1))))
  (lambda (n) (middle 0 n)))
(define run (make-runner))
(write (list (run 5) (run 1000000)))
(newline)
; expect: (5 1999990)
; Local procedures on a cycle of tail calls still bounce: a million-deep mutual recursion
; entered from a returned closure runs in constant stack.
(define (make-parity)
  (define (even n) (if (= n 0) #t (odd (- n 1))))
  (define (odd n) (if (= n 0) #f (even (- n 1))))
  (define (start n) (even n))
  (lambda (n) (start n)))
(define parity (make-parity))
(write (list (parity 1000000) (parity 1000001)))
(newline)
; expect: (#t #f)
