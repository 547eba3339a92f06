; Direct tail calls give their budget back when they end (issue 21): a procedure called in
; non-tail position that ends in a tail call of an unknown procedure keeps calling directly, and
; every pattern below still runs in constant stack however the calls end. The outputs are Kawa
; 3.1.1's with --full-tailcalls; without it Kawa overflows its stack at part 2's million calls.
; 1. A rewriter in the shape of the boyer benchmark: rewrite and rewrite-with-rules call each other
; in tail position (a cycle, so neither is called with invokestatic), and rewrite runs on each
; subterm in non-tail position, through map.
(define (rewrite-all term)
  (define count 0)
  (define rules '((double . (plus x x)) (zero . 0)))
  (define (rewrite t)
    (set! count (+ count 1))
    (if (pair? t)
        (rewrite-with-rules (cons (car t) (map rewrite (cdr t))) rules)
        t))
  (define (rewrite-with-rules t rs)
    (cond ((null? rs) t)
          ((eq? (car t) (car (car rs)))
           (rewrite (cons (car (cdr (car rs))) (cdr t))))
          (else (rewrite-with-rules t (cdr rs)))))
  (let ((result (rewrite term)))
    (list result count)))
(define (nest n)
  (if (= n 0) 'x (list 'double (nest (- n 1)))))
(write (rewrite-all '(double (double y))))
(newline)
; expect: ((plus (plus y)) 8)
(write (cadr (rewrite-all (nest 12))))
(newline)
; expect: 103
; 2. Exceptions thrown from inside direct tail calls and caught, ten thousand times; then a
; million tail calls still run in constant stack.
(define (fail-with x) (raise x))
(define (call-through f x) (f x))
(define (catch-all n caught)
  (if (= n 0)
      caught
      (catch-all (- n 1)
                 (+ caught (guard (e (#t 1)) (call-through fail-with n))))))
(write (catch-all 10000 0))
(newline)
; expect: 10000
(define (ping n k) (if (= n 0) (k 'done) (pong (- n 1) k)))
(define (pong n k) (if (= n 0) (k 'done) ((if (odd? n) ping ping) (- n 1) k)))
(write (ping 1000000 (lambda (v) v)))
(newline)
; expect: done
; 3. Escapes through call/cc from inside direct tail calls, in a loop.
(define (escape-loop n total)
  (if (= n 0)
      total
      (escape-loop (- n 1)
                   (+ total (call/cc (lambda (k) (call-through (lambda (v) (k v)) 2)))))))
(write (escape-loop 100000 0))
(newline)
; expect: 200000
; 4. A million iterations, each making non-tail calls whose bodies end in unknown tail calls.
(define (apply-to f x) (f x))
(define (steps i acc)
  (if (= i 0)
      acc
      (steps (- i 1) (+ acc (apply-to (lambda (v) (apply-to car v)) (list 1))))))
(write (steps 1000000 0))
(newline)
; expect: 1000000
; 5. A million tail calls with six arguments through a procedure passed as an argument (more than
; four arguments go in an array), and a CPS chain with five.
(define (rotate f n a b c d) (if (= n 0) (list a b c d) (f f (- n 1) b c d a)))
(write (rotate rotate 1000001 1 2 3 4))
(newline)
; expect: (2 3 4 1)
(define (sum5 n a b c k) (if (= n 0) (k (+ a b c)) (sum5 (- n 1) b c a (lambda (v) (k (+ v 1))))))
(write (sum5 100000 1 2 3 (lambda (v) v)))
(newline)
; expect: 100006
