; call/cc whose continuation is only ever called while the call runs compiles to a cheap
; escape-only continuation (kopi.analysis.EscapeContinuations); these are its shapes.
(define (find-first pred lst)
  (call/cc (lambda (return)
             (for-each (lambda (x) (if (pred x) (return x))) lst)
             #f)))
(display (find-first even? '(1 3 4 5 6)))
(newline)
; expect: 4
(display (find-first even? '(1 3 5)))
(newline)
; expect: #f

; A named-let loop that leaves with the continuation.
(define (index-of x vec)
  (call/cc (lambda (k)
             (let loop ((i 0))
               (cond ((= i (vector-length vec)) (k -1))
                     ((equal? (vector-ref vec i) x) (k i))
                     (else (loop (+ i 1))))))))
(display (list (index-of 'c #(a b c d)) (index-of 'z #(a b))))
(newline)
; expect: (2 -1)

; Leaving through dynamic-wind runs the after-thunk.
(display (call/cc (lambda (k) (dynamic-wind (lambda () (display "[in]"))
                                            (lambda () (k 'out) 'not-here)
                                            (lambda () (display "[after]"))))))
(newline)
; expect: [in][after]out

; Several values and the receiver's normal return.
(call-with-values (lambda () (call/cc (lambda (k) (k 1 2))))
  (lambda (a b) (display (+ a b)) (newline)))
; expect: 3
(display (call/cc (lambda (k) 'normal)))
(newline)
; expect: normal

; A full continuation captured inside an escape-only one can still be re-entered: the
; escape-only frame is rebuilt with it, so the escape works again each time.
(let ((saved #f) (count 0))
  (let ((r (call/cc (lambda (return)
                      (let ((v (call/cc (lambda (k) (set! saved k) 1))))
                        (return (* v 10)))))))
    (display r)
    (newline)
    (set! count (+ count 1))
    (if (< count 3) (saved (+ count 1)))))
; expect: 10
; expect: 20
; expect: 30

; A continuation handed to another procedure keeps the full call/cc and stays re-entrant.
(let ((saved #f) (count 0))
  (define (keep k) (set! saved k) 0)
  (let ((v (call/cc (lambda (k) (keep k)))))
    (display v)
    (newline)
    (set! count (+ count 1))
    (if (< count 3) (saved count))))
; expect: 0
; expect: 1
; expect: 2
