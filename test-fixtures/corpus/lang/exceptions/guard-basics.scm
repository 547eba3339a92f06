; guard clauses, => and else (R7RS 4.2.7).
(write (guard (condition ((assq 'a condition) => cdr) ((assq 'b condition)))
  (raise (list (cons 'a 42)))))
(newline)
; expect: 42
(write (guard (condition ((assq 'a condition) => cdr) ((assq 'b condition)))
  (raise (list (cons 'b 23)))))
(newline)
; expect: (b . 23)
(write (guard (e (#f 'never) (else (list 'else e))) (raise 'x)))
(newline)
; expect: (else x)
(write (guard (e (#t 'unused)) 'no-raise))
(newline)
; expect: no-raise
(write (guard (e ((string? e) (string-append "caught " e))) (+ 1 (raise "boom"))))
(newline)
; expect: "caught boom"
