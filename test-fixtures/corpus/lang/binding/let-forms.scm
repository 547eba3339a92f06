; let, let*, letrec and letrec*.
(write (let ((x 1) (y 2)) (+ x y)))
(newline)
; expect: 3
(define x 10)
(write (let ((x 1) (y x)) y))
;             ^ warning: unused variable x
(newline)
; expect: 10
(write (let* ((x 1) (y (+ x 1))) (list x y)))
(newline)
; expect: (1 2)
(write (letrec ((ev? (lambda (n) (if (zero? n) #t (od? (- n 1)))))
                (od? (lambda (n) (if (zero? n) #f (ev? (- n 1))))))
         (ev? 100)))
(newline)
; expect: #t
(write (letrec* ((a 1) (b (+ a 1))) (* a b)))
(newline)
; expect: 2
(write (let () 5))
(newline)
; expect: 5
