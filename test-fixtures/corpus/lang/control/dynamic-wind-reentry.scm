; Re-entering a continuation captured inside dynamic-wind runs the before-thunk again, and leaving
; it again runs the after-thunk (R7RS 6.10): winds are kept per continuation.
(let ((k #f) (n 0))
  (dynamic-wind
    (lambda () (display "[in]"))
    (lambda () (call/cc (lambda (c) (set! k c))) (display "body "))
    (lambda () (display "[out]")))
  (set! n (+ n 1))
  (if (< n 3) (k 'again))
  (newline))
; expect: [in]body [out][in]body [out][in]body [out]
; Jumping between two extents: leaving one runs its after-thunk, entering the other its before.
(let ((inner #f) (done #f) (trace '()))
  (define (note x) (set! trace (cons x trace)))
  (dynamic-wind
    (lambda () (note 'in-a))
    (lambda () (call/cc (lambda (c) (set! inner c))) (note 'body-a))
    (lambda () (note 'out-a)))
  (dynamic-wind
    (lambda () (note 'in-b))
    (lambda () (if (not done) (begin (set! done #t) (inner 'back))) (note 'body-b))
    (lambda () (note 'out-b)))
  (write (reverse trace))
  (newline))
; expect: (in-a body-a out-a in-b out-b in-a body-a out-a in-b body-b out-b)
; The example of R7RS 6.10 in full.
(write (let ((path '())
             (c #f))
         (let ((add (lambda (s) (set! path (cons s path)))))
           (dynamic-wind
             (lambda () (add 'connect))
             (lambda () (add (call-with-current-continuation (lambda (c0) (set! c c0) 'talk1))))
             (lambda () (add 'disconnect)))
           (if (< (length path) 4)
               (c 'talk2)
               (reverse path)))))
(newline)
; expect: (connect talk1 disconnect connect talk2 disconnect)
