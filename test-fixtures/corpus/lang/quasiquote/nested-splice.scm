; Inside a nested quasiquote, a splice one level in goes into the unquote form itself
; (,@,@x gives (unquote-splicing 1 2)), as in Kawa 3.1.1 and R6RS; before, it was left as data.
(define x (list 1 2))
(define y 5)
(write `(a ,@x #(,@x) `(b ,@,@x ,(c ,@x))))
(newline)
(write `(1 `(2 ,(3 ,y ,@x) ,,y ,@,x)))
(newline)
; expect: (a 1 2 #(1 2) (quasiquote (b (unquote-splicing 1 2) (unquote (c 1 2)))))
; expect: (1 (quasiquote (2 (unquote (3 5 1 2)) (unquote 5) (unquote-splicing (1 2)))))
