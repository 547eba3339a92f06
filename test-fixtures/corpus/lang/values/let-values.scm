; let-values and let*-values.
(write (let-values (((root rem) (exact-integer-sqrt 32))) (* root rem)))
(newline)
; expect: 35
(write (let ((a 'a) (b 'b) (x 'x) (y 'y))
;                    ^ warning: unused variable b
;             ^ warning: unused variable a
         (let*-values (((a b) (values x y)) ((x y) (values a b)))
           (list a b x y))))
(newline)
; expect: (x y x y)
(write (let-values (((a . rest) (values 1 2 3)) (all (values 4 5))) (list a rest all)))
(newline)
; expect: (1 (2 3) (4 5))
(write (call-with-values (lambda () (values 1 2)) +))
(newline)
; expect: 3
