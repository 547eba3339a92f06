; set! on locals, captured locals and globals.
(define g 1)
(define (bump!) (set! g (+ g 1)))
(bump!)
(bump!)
(write g)
(newline)
; expect: 3
(write (let ((x 1)) (set! x (* x 7)) x))
(newline)
; expect: 7
(define (box v) (lambda (op) (if (eq? op 'get) v (set! v op))))
(define b (box 1))
(b 42)
(write (b 'get))
(newline)
; expect: 42
