; A call/cc whose continuation is only called, or passed to procedures of the module (defined once,
; never assigned) that only call it or pass it on the same way, is compiled escape-only; any other
; use keeps it re-entrant. Each case prints what R7RS says, whichever way it is compiled.
; (Kawa 3.1.1 agrees on the escapes; it cannot re-enter a continuation: "continuation can only be
; used once".)

; Continuation-passing with escapes handed on: a recursive helper that calls or passes on its k.
(define (pick-escape k x y z)
  (if (not (< y x))
      (k z)
      (call/cc
        (lambda (k)
          (pick-escape k
                       (call/cc (lambda (k) (pick-escape k (- x 1) y z)))
                       (call/cc (lambda (k) (pick-escape k (- y 1) z x)))
                       (call/cc (lambda (k) (pick-escape k (- z 1) x y))))))))
(define (escape-tak x y z) (call/cc (lambda (k) (pick-escape k x y z))))
(display (escape-tak 18 12 6))
(newline)
; expect: 7

; Handed to a helper that keeps it: re-entrant, and re-entered.
(define kept #f)
(define (keep-it k) (set! kept k) (k 1))
(define rounds 0)
(define (with-kept) (call/cc (lambda (k) (keep-it k))))
(let ((v (with-kept)))
  (set! rounds (+ rounds 1))
  (display (list v rounds))
  (newline)
  (if (< rounds 3) (kept (+ v 10))))
; expect: (1 1)
; expect: (11 2)
; expect: (21 3)

; Handed on twice, then kept: re-entrant too.
(define saved #f)
(define (outer-hand k) (inner-hand k))
(define (inner-hand k) (set! saved k) 5)
(define count 0)
(let ((v (call/cc (lambda (k) (outer-hand k)))))
  (set! count (+ count 1))
  (display (list v count))
  (newline)
  (if (= count 1) (saved 6)))
; expect: (5 1)
; expect: (6 2)

; Handed to a helper that returns it: the caller gets the continuation itself.
(define (return-it k) k)
(define escaped (call/cc (lambda (k) (return-it k))))
(display (procedure? escaped))
(newline)
; expect: #t

; Handed to a helper that calls it inside a closure it only calls, and through for-each.
(define (first-negative k items)
  (for-each (lambda (x) (if (negative? x) (k x))) items)
  'none)
(display (list (call/cc (lambda (k) (first-negative k '(3 -4 5))))
               (call/cc (lambda (k) (first-negative k '(1 2))))))
(newline)
; expect: (-4 none)

; An escape-only continuation stays usable after a re-entrant one captured inside it is re-entered.
(define again #f)
(define (escape-after k)
  (call/cc (lambda (c) (set! again c)))
  (k 'escaped))
(define passes 0)
(display (call/cc (lambda (k) (escape-after k))))
(newline)
(set! passes (+ passes 1))
(if (< passes 2) (again #f))
; expect: escaped
; expect: escaped

