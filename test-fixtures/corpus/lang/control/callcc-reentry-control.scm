; Continuations captured inside call-with-values, apply, with-exception-handler, guard, raise
; handlers, parameterize and force are re-entrant. Each test re-enters a continuation once after
; its call/cc returned, inside one top-level form.

; (reenter f) calls f with a procedure that captures its continuation and returns its argument;
; the first time round it writes the result and re-enters the capture with 'again.
(define (reenter f)
  (let ((k #f) (results '()))
    (let ((v (f (lambda (x) (call/cc (lambda (c) (set! k c) x))))))
      (set! results (cons v results))
      (if (= (length results) 1)
          (k 'again)
          (begin (write (reverse results)) (newline))))))

(reenter (lambda (cc) (call-with-values (lambda () (values (cc 1) 2)) list)))
; expect: ((1 2) (again 2))
(reenter (lambda (cc) (list 'x (apply (lambda (a b) (list a (cc b))) '(1 2)))))
; expect: ((x (1 2)) (x (1 again)))
(reenter (lambda (cc) (apply list 1 (list (cc 2)))))
; expect: ((1 2) (1 again))
(reenter (lambda (cc) (with-exception-handler (lambda (e) 0) (lambda () (list (cc 1))))))
; expect: ((1) (again))

; After re-entry the guard is in force again: a raise in the re-entered body reaches it.
(reenter (lambda (cc)
           (guard (e ((symbol? e) (list 'caught e)))
             (let ((v (cc 1)))
               (if (eq? v 'again) (raise 'boom) v)))))
; expect: (1 (caught boom))
(reenter (lambda (cc)
           (with-exception-handler
             (lambda (e) (* e 10))
             (lambda () (+ 1 (raise-continuable (let ((v (cc 1))) (if (eq? v 'again) 5 v))))))))
; expect: (11 51)

; A handler that captures: re-entering it makes raise-continuable return again.
(reenter (lambda (cc) (with-exception-handler (lambda (e) (cc e)) (lambda () (list (raise-continuable 'r))))))
; expect: ((r) (again))
; A guard whose clause test captures: the re-entered test picks the clause again.
(reenter (lambda (cc) (guard (e ((cc e) => (lambda (x) (list 'clause x)))) (raise 'r))))
; expect: ((clause r) (clause again))
; A handler of raise that captures and escapes: the re-entered handler escapes again.
(reenter (lambda (cc)
           (call/cc (lambda (out)
                      (with-exception-handler
                        (lambda (e) (out (list 'handled (cc e))))
                        (lambda () (raise 'r)))))))
; expect: ((handled r) (handled again))

; parameterize: the re-entered body sees its own binding, and the binding ends with the body again.
(define p (make-parameter 1))
(reenter (lambda (cc) (let ((inside (parameterize ((p 2)) (list (cc 'in) (p))))) (list inside (p)))))
; expect: (((in 2) 1) ((again 2) 1))
(reenter (lambda (cc) (parameterize ((p 3)) (parameterize ((p (+ (p) 1))) (list (cc 'in) (p))))))
; expect: ((in 4) (again 4))

; force: a promise forced by a re-entered continuation keeps its first value (R7RS 4.2.5).
(reenter (lambda (cc) (let ((pr (delay (list (cc 1))))) (list (force pr) (force pr)))))
; expect: (((1) (1)) ((1) (1)))
; Here the thunk runs once, and the re-entered force still returns 1, not late.
(define forced-twice
  (let ((k #f) (count 0) (returns 0))
    (define pr (delay (begin (set! count (+ count 1)) (call/cc (lambda (c) (set! k c) count)))))
    (let ((v (force pr)))
      (set! returns (+ returns 1))
      (if (= returns 1) (k 'late))
      (list v (force pr) count returns))))
(write forced-twice)
(newline)
; expect: (1 1 1 2)
; The same through delay-force: the chain was forced to lazy, and the re-entry keeps it.
(reenter (lambda (cc) (force (delay-force (delay (cc 'lazy))))))
; expect: (lazy lazy)
(reenter (lambda (cc) (force (make-promise (cc 'made)))))
; expect: (made again)
