; A result or variable declared ::boolean stores the truth of any value, and one declared
; ::double stores an exact number as a flonum, as in Kawa 3.1.1 (a ::boolean parameter still
; takes only a boolean, as there).
(define (identity x) x)
(define (member? x items) ::boolean (memq x items))
(define ratio ::double (identity 1/2))
(define (scaled n) ::double (identity n))
(define (flag v) (let ((b ::boolean (identity v))) b))
(write (list (member? 'b '(a b c)) (member? 'z '(a b c)) ratio (scaled 3) (flag '()) (flag #f)))
(newline)
(define (strict (b ::boolean)) b)
(write (strict (memq 'a '(a))))
; expect: (#t #f 0.5 3.0 #t #f)
; expect runtime error: strict: argument 1 expects boolean, got (a)
