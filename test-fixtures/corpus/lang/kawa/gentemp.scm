; Kawa's gentemp: a new symbol (GS.N, interned as in Kawa), at run time and in define-macro
; transformers. Expected output from Kawa 3.1.1.
(define-macro (m2 a) (let ((g (gentemp))) `(let ((,g ,a)) (list ,g ,g))))
(write (m2 5)) (newline)
(define t (gentemp))
(write (list (symbol? t) (eq? t (gentemp)) (eq? t (string->symbol (symbol->string t)))))
(newline)
(write (string=? "GS." (substring (symbol->string t) 0 3)))
(newline)
; expect: (5 5)
; expect: (#t #f #t)
; expect: #t
