; SRFI 2 and-let*: each clause binds or tests, the first false one ends it.
(display (and-let* ((x 5) ((> x 3)) (y (* x 2))) y))
(newline)
; expect: 10
(display (and-let* ((x 5) ((> x 9))) 'never))
(newline)
; expect: #f
(display (and-let* ()))
(newline)
; expect: #t
(display (and-let* ((x 7))))
(newline)
; expect: 7
(define z 4)
(display (and-let* (z ((even? z))) (+ z 1)))
(newline)
; expect: 5
(display (and-let* ((p (assq 'b '((a 1) (b 2)))) (v (cadr p))) (* v 100)))
(newline)
; expect: 200
(display (and-let* ((p (assq 'c '((a 1) (b 2)))) (v (cadr p))) (* v 100)))
(newline)
; expect: #f
