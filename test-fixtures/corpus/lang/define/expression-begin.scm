;; A begin in expression position, and the bodies of when, unless, cond, case, do, guard and
;; cond-expand, take definitions, written or from a macro; they are local to that body, as in
;; Kawa 3.1.1 (whose output the expectations are).
(import (scheme base) (scheme write))

(define (f x) (if x (begin (define y 10) (+ y 1)) 0))
(display (list (f #t) (f #f)))
(newline)
; expect: (11 0)

(define y 99)
(define (g) (list (begin (define y 10) y) y))
(display (g))
(newline)
; expect: (10 99)

(define-syntax define-both
  (syntax-rules () ((_ a b v) (begin (define a v) (define b v)))))
(define (h) (if #t (begin (define-both p q 3) (+ p q)) 0))
(display (h))
(newline)
; expect: 6

(define (k) (if #t (begin (define-syntax m (syntax-rules () ((_) 42))) (m)) 0))
(display (k))
(newline)
; expect: 42

(display (list (when #t (define w 7) w) (unless #f (define w 8) w)))
;              ^^^^^^^^^^^^^^^^^^^^^^^^ warning: missing else where value is required
;                                       ^^^^^^^^^^^^^^^^^^^^^^^^^^ warning: missing else where value is required
(newline)
; expect: (7 8)

(display (list (cond (#t (define c 1) c)) (cond (#f 0) (else (define c 5) c)) (case 1 ((1) (define c 2) c))))
;              ^^^^^^^^^^^^^^^^^^^^^^^^^^ warning: missing else where value is required
;                                                                             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ warning: missing else where value is required
(newline)
; expect: (1 5 2)

(define (squares n)
  (let loop ((i 0) (acc '()))
    (if (< i n) (begin (define sq (* i i)) (loop (+ i 1) (cons sq acc))) acc)))
(display (squares 4))
(newline)
; expect: (9 4 1 0)

(define seen '())
(display (do ((i 0 (+ i 1))) ((= i 3) (reverse seen)) (define twice (* 2 i)) (set! seen (cons twice seen))))
(newline)
; expect: (0 2 4)

(display (guard (e (#t (define g 3) (list g e))) (raise 'x)))
(newline)
; expect: (3 x)

(display (cond-expand (else (define ce 4) ce)))
(newline)
; expect: 4

;; Each evaluation of the begin has its own variable.
(define (counter) (begin (define n 0) (set! n (+ n 1)) n))
(display (list (counter) (counter)))
(newline)
; expect: (1 1)
