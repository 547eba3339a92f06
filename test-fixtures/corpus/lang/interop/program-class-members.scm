; A method of one of the program's own classes called on a receiver of unknown type is called
; directly when the receiver is of that class (issue 21); any other receiver, a bad argument and a
; null receiver take the generic path with its errors. (Kawa 3.1.1 reports the bad argument as a
; ClassCastException, and calls (5:add 1) as (+ 5 1).)
(define-simple-class Counter ()
  (n init-value: 0)
  ((add x) (set! n (+ n x)) n))
(define (add-to c v) (c:add v))
(define (show . xs) (write xs) (newline))
(define k (Counter))
(define l (java.util.ArrayList))
(show (add-to k 5) (add-to l 5) (add-to k 2) (add-to l "x") (l:size) k:n)
; expect: (5 #t 7 #t 2 7)
(define (guarded thunk)
  (guard (e ((error-object? e) (error-object-message e)) (#t e)) (thunk)))
(show (guarded (lambda () (add-to k "s"))))
; expect: ("+: expected number, got \"s\"")
(show (guarded (lambda () (add-to 5 1))))
; expect: ("no method add in java.lang.Long accepts (1)")
(add-to #!null 1)
; expect runtime error: program-class-members.scm:8:22: cannot call add on null
