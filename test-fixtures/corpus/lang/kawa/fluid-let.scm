; Kawa's fluid-let: the new value holds for the dynamic extent of the body, the old one comes back
; on every way out (outputs checked against Kawa 3.1.1).
(define depth 0)
(define (show) (display depth) (newline))
(fluid-let ((depth 1)) (show))
; expect: 1
(show)
; expect: 0
(define a 'a0)
(define b 'b0)
(fluid-let ((a 'a1) (b (list a))) (display (list a b)) (newline))
; expect: (a1 (a0))
(display (list a b))
(newline)
; expect: (a0 b0)
; An escape restores the old value.
(define r (call/cc (lambda (out) (fluid-let ((depth 5)) (out depth)))))
(display (list r depth))
(newline)
; expect: (5 0)
; So does an error caught outside.
(guard (e (#t (display (list 'caught depth)) (newline)))
  (fluid-let ((depth 9)) (raise 'oops)))
; expect: (caught 0)
; The value of the body is the value of the form.
(display (fluid-let ((depth 3)) (* depth 10)))
(newline)
; expect: 30
