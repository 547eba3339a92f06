; equal? compares Java library objects with their equals, as Kawa does.
(display (equal? (java.util.ArrayList 1 2) (java.util.ArrayList 1 2)))
(newline)
; expect: #t
(display (equal? (java.util.ArrayList 1 2) (java.util.ArrayList 2 1)))
(newline)
; expect: #f
(define a (java.util.HashMap))
(a:put 1 2)
(define b (java.util.HashMap))
(b:put 1 2)
(display (list (equal? a b) (eqv? a b)))
(newline)
; expect: (#t #f)
(display (equal? (java.time.LocalDate:of 2020 1 2) (java.time.LocalDate:of 2020 1 2)))
(newline)
; expect: #t
(display (member (java.util.ArrayList 3 4) (list (java.util.ArrayList 1 2) (java.util.ArrayList 3 4))))
(newline)
; expect: (#(3 4))
(display (assoc (java.util.ArrayList 1 2) (list (cons (java.util.ArrayList 1 2) 'found))))
(newline)
; expect: (#(1 2) . found)
