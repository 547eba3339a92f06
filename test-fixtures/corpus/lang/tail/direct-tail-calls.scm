; Tail calls of unknown procedures run as direct calls while a small budget lasts and bounce
; through the trampoline when it runs out (issue 21), so every pattern below stays in constant
; stack however the budget is spent.
; 1. Procedures called in non-tail position (by map and by a loop) whose bodies end in tail calls
; of unknown procedures: each direct call gives its budget back when it returns.
(define (apply-to f x) (f x))
(define (add1 x) (+ x 1))
(define (sum-via-unknown n acc)
  (if (= n 0) acc (sum-via-unknown (- n 1) (+ acc (apply-to add1 0)))))
(write (sum-via-unknown 100000 0))
(newline)
; expect: 100000
(write (apply + (map (lambda (x) (apply-to add1 x)) '(1 2 3 4 5 6 7 8 9 10 11 12))))
(newline)
; expect: 90
; 2. A million tail calls through closures inside each level of a deep non-tail recursion (Kawa
; 3.1.1 with --full-tailcalls overflows its stack at this depth; it prints 1000 for (nest 1000)).
(define (spin n k) (if (= n 0) (k 'spun) (spin (- n 1) (lambda (v) (k v)))))
(define (nest depth)
  (if (= depth 0)
      0
      (+ 1 (begin (spin 100 (lambda (v) v)) (nest (- depth 1))))))
(write (nest 10000))
(newline)
; expect: 10000
; 3. A long loop of unknown tail calls, each step also making a non-tail call that bounces.
(define (step i k) (if (= i 0) (k 'end) ((lambda (j) (k j)) i)))
(define (walk i)
  (if (= i 0)
      'walked
      (let ((v (step 3 (lambda (x) x))))
        ((if (number? v) walk walk) (- i 1)))))
(write (walk 1000000))
(newline)
; expect: walked
; 4. A continuation captured inside a chain of direct tail calls and re-entered later (Kawa 3.1.1
; cannot re-enter a continuation: "implementation restriction: continuation can only be used once").
(define saved #f)
(define (chain n k)
  (if (= n 0)
      (k (call/cc (lambda (c) (set! saved c) 0)))
      (chain (- n 1) (lambda (v) (k (+ v 1))))))
(define (re-enter)
  (let ((count 0) (results '()))
    (let ((result (chain 20 (lambda (v) v))))
      (set! count (+ count 1))
      (set! results (cons (list result count) results))
      (if (< count 3) (saved (* count 100)) (reverse results)))))
(write (re-enter))
(newline)
; expect: ((20 1) (120 2) (220 3))
; 5. The same loops on another thread, which bounces every tail call.
(define other (future (walk 100000)))
(write (force other))
(newline)
; expect: walked
; 6. An error in a direct tail call names the procedure that made the call (call-it), where a bounce
; named only the top-level form.
(define (call-it f) (f 1))
(define (via g x) (g x))
(via call-it 5)
; expect runtime error: attempt to call a non-procedure: 5
