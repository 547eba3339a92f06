; map and for-each of one list whose procedure the module knows (a lambda written at the call, or
; a top-level procedure defined once and never assigned) compile to a loop in the caller that
; calls the procedure's method directly: no procedure object, no generic call per element. The
; results, their order, R7RS's rules for re-entered continuations and the errors stay those of
; the builtins.

(define (square x) (* x x))
(define (describe sym) (if (eq? sym 'x) 1 0))

(write (map square '(1 2 3 4)))
(newline)
; expect: (1 4 9 16)
(write (map square '()))
(newline)
; expect: ()
(write (map describe '(x y x)))
(newline)
; expect: (1 0 1)

; A lambda written at the call, capturing a parameter and a local that a later set! changes.
(define (scale-all k lst)
  (let ((offset 0))
    (let ((scaled (map (lambda (x) (set! offset (+ offset 1)) (+ (* k x) offset)) lst)))
      (list scaled offset))))
(write (scale-all 10 '(1 2 3)))
(newline)
; expect: ((11 22 33) 3)

; Mapping in a nested position, with values already on the operand stack.
(define (deriv-like expr)
  (if (pair? expr)
      (cons (car expr) (map deriv-like (cdr expr)))
      (if (eq? expr 'x) 1 0)))
(write (deriv-like '(+ x (* x y) (- (* x x) 5))))
(newline)
; expect: (+ 1 (* 1 0) (- (* 1 1) 0))

; for-each runs the procedure in order, for its effects, and returns nothing to print.
(define seen '())
(define (note! x) (set! seen (cons x seen)))
(for-each note! '(a b c))
(write seen)
(newline)
; expect: (c b a)
(let ((total 0))
  (for-each (lambda (x) (set! total (+ total x))) '(1 2 3 4))
  (write total)
  (newline))
; expect: 10

; A procedure that takes a rest list or optional parameters goes through the builtin.
(write (map (lambda args args) '(1 2)))
(newline)
; expect: ((1) (2))

; Over lists of unequal length, map and for-each stop at the shortest (R7RS 6.10).
(write (map + '(1 2 3) '(10 20)))
(newline)
; expect: (11 22)
(write (map (lambda (a b) (list a b)) '(1 2) '(p q r)))
(newline)
; expect: ((1 p) (2 q))
(for-each (lambda (a b) (display (+ a b)) (display ";")) '(1 2 3) '(10 20))
(newline)
; expect: 11;22;

; A global procedure assigned with set! is not known: map calls its current value.
(define (twice x) (* 2 x))
(define (map-twice lst) (map twice lst))
(write (map-twice '(1 2)))
(newline)
; expect: (2 4)
(set! twice (lambda (x) (* 3 x)))
(write (map-twice '(1 2)))
(newline)
; expect: (3 6)

; Nested maps, a map in a named let's loop capturing its counter, bignum results.
(define (cross xs ys) (map (lambda (x) (map (lambda (y) (+ (* 10 x) y)) ys)) xs))
(write (cross '(1 2) '(3 4 5)))
(newline)
; expect: ((13 14 15) (23 24 25))
(define (table n)
  (let loop ((i 0) (acc '()))
    (if (= i n)
        (reverse acc)
        (loop (+ i 1) (cons (map (lambda (j) (* i j)) '(1 2 3)) acc)))))
(write (table 4))
(newline)
; expect: ((0 0 0) (1 2 3) (2 4 6) (3 6 9))
(write (map (lambda (x) (* x x)) (list 4611686018427387904 3)))
(newline)
; expect: (21267647932558653966460912964485513216 9)
