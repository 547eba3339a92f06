; Hygiene: macro temporaries do not capture user variables, and free identifiers of a
; template refer to their binding where the macro was defined.
(define-syntax my-or2
  (syntax-rules ()
    ((_ a b) (let ((t a)) (if t t b)))))
(define t 5)
(write (my-or2 #f t))
(newline)
; expect: 5
(define-syntax uses-list
  (syntax-rules () ((_ x) (list x x))))
(write (let ((list vector)) (uses-list 1)))
;             ^^^^ warning: unused variable list
(newline)
; expect: (1 1)
(write (let ((if list)) (my-or2 #f 'ok)))
;             ^^ warning: unused variable if
(newline)
; expect: ok
(define-syntax while
  (syntax-rules ()
    ((_ c body ...) (let lp () (when c body ... (lp))))))
(define i 0)
(define lp 'user-lp)
(while (< i 3) (set! i (+ i 1)))
(write (list i lp))
(newline)
; expect: (3 user-lp)
