; A typed let variable holding a primitive checks a value whose type is not known statically.
(define items (list 1 "two"))
(define (add-second (n ::int)) (let ((x ::int (cadr items))) (+ x n)))
(display (add-second 1))
; expect runtime error: x: initial value expects int, got "two"
