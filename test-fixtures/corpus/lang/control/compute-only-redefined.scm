; A procedure that only computes, called by others, is later assigned a procedure that captures
; its continuation: re-entering it goes back through its callers' pending work. The same when one
; of two mutually recursive procedures changes. Re-entry is what R7RS requires (Kawa 3.1.1 cannot
; re-enter a continuation; it prints 30 and stops at the first re-entry).
(define kk #f)
(define (f x) (* x 2))
(define (g x) (+ 1 (f x)))
(define (h x) (* 10 (g x)))
(display (h 1))
(newline)
; expect: 30
(set! f (lambda (x) (call/cc (lambda (k) (set! kk k) x))))
(define (run-h)
  (let ((runs 0) (out '()))
    (set! out (cons (h 1) out))
    (set! runs (+ runs 1))
    (if (< runs 3) (kk (* runs 100)))
    (reverse out)))
(display (run-h))
(newline)
; expect: (20 1010 2010)
(define (ev? n) (if (= n 0) #t (od? (- n 1))))
(define (od? n) (if (= n 0) #f (ev? (- n 1))))
(define (count-ev lst) (if (null? lst) 0 (+ (if (ev? (car lst)) 1 0) (count-ev (cdr lst)))))
(display (count-ev '(1 2 3 4)))
(newline)
; expect: 2
(define k5 #f)
(define saved-od od?)
(set! od? (lambda (n) (if (= n 1) (call/cc (lambda (k) (set! k5 k) #f)) (saved-od n))))
(define (run-count)
  (let ((tries 0) (got '()))
    (set! got (cons (count-ev '(2 4 6)) got))
    (set! tries (+ tries 1))
    (if (< tries 3) (k5 #t))
    (reverse got)))
(display (run-count))
(newline)
; expect: (0 1 1)
; od? answers #f for 1 from its capture: the chain of 100,000 calls ends there.
(display (ev? 100001))
(newline)
; expect: #f
