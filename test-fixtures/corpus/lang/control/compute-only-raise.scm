; Procedures that only compute (no call/cc below them) around raises and handlers: a handler that
; captures the continuation of raise-continuable and is re-entered later, errors raised by builtins
; inside such procedures, caught by a handler that escapes and by guard. The re-entry is what
; R7RS requires (Kawa 3.1.1 stops at the second entry: "continuation can only be used once");
; the rest is what Kawa 3.1.1 prints.
(define (sq x) (* x x))
(define (sum-sq lst) (if (null? lst) 0 (+ (sq (car lst)) (sum-sq (cdr lst)))))
(define (first x) (car x))
(define (plus-first lst) (+ 1 (first lst)))
(define (double-ref v i) (* 2 (vector-ref v i)))
(define (plus-one x) (+ x 1))
(define (try thunk)
  (call/cc (lambda (k)
    (with-exception-handler
      (lambda (e) (k 'caught))
      thunk))))
(display (list (try (lambda () (+ 100 (plus-first '()))))
               (try (lambda () (double-ref (vector 1 2) 5)))
               (try (lambda () (plus-one 'a)))
               (try (lambda () (plus-first '(41))))))
(newline)
; expect: (caught caught caught 42)
(display (guard (e (#t 'guarded)) (+ 1 (double-ref (vector 1) 1))))
(newline)
; expect: guarded
(display (with-exception-handler (lambda (e) 42) (lambda () (+ (sq 2) (raise-continuable 'oops) (sq 3)))))
(newline)
; expect: 55
(define (h x) (+ (sq x) (raise-continuable x) (sum-sq (list x x))))
(define (reenter-raise)
  (let ((k #f) (count 0) (results '()))
    (let ((r (with-exception-handler
               (lambda (c) (call/cc (lambda (kk) (set! k kk) 1)))
               (lambda () (* 10 (+ (sq 2) (h 3)))))))
      (set! results (cons r results))
      (set! count (+ count 1))
      (if (< count 3) (k (* count 100))))
    (reverse results)))
(display (reenter-raise))
(newline)
; expect: (320 1310 2310)
