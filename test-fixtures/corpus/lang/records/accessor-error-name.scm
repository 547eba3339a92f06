; An accessor or modifier whose name is not the conventional TYPE-FIELD reports the name the
; program gave it (Kopi said p-a and set-p-a!). Kawa 3.1.1 warns at compile time, then fails
; with a ClassCastException from gnu.math.IntNum to the record class at the caller's line.
(define-record-type p (mk a) p? (a pa set-pa!))
(define r (mk 1))
(set-pa! r 2)
(display (pa r))
(newline)
; expect: 2
(display (guard (e (#t (error-object-message e))) (set-pa! 5 1)))
(newline)
; expect: set-pa!: expected p, got 5
(define five 5)
(pa five)
; expect runtime error: accessor-error-name.scm:14: pa: expected p, got 5
