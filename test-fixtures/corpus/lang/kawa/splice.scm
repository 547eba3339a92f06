; Kawa's splice @e: the reader gives ($splice$ e), and among a call's arguments the elements of
; the sequence e become arguments (expected output from Kawa 3.1.1).
(define xs (list 1 2))
(write (quote (f @xs @(g 1) a@b)))
(newline)
; expect: (f ($splice$ xs) ($splice$ (g 1)) a@b)
(write (vector 0 @xs 3))
(write [0 @xs])
(write (list @(list 1 2) @xs))
(newline)
; expect: #(0 1 2 3)#(0 1 2)(1 2 1 2)
; Any sequence splices: a vector, a Java list, a string, a bytevector, the empty list.
(define v (vector 4 5))
(write (list @v))
(write (+ @(java.util.ArrayList 1 2)))
(newline)
; expect: (4 5)3
(write (list 1 @(quote ())))
(write (let ((f (lambda (a #!rest r) r))) (f @xs)))
(write `(1 ,@xs))
(write (list @"ab"))
(newline)
; expect: (1)(2)(1 1 2)(#\a #\b)
(write (max @(vector 3 9 2)))
(newline)
; expect: 9
(write (list @(bytevector 7 8)))
(newline)
; expect: (7 8)
; Arguments are evaluated left to right, spliced or not.
(define (trace tag x) (display tag) x)
(write (list (trace "a" 1) @(trace "b" xs) (trace "c" 3)))
(newline)
; expect: abc(1 1 2 3)
