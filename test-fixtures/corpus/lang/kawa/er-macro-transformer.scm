; Explicit-renaming macros: (er-macro-transformer (lambda (form rename compare) ...)). The
; transformer gets the use as plain data; rename gives the identifier the macro's definition means
; by a symbol (hygienic), compare tells whether two identifiers mean the same. Kawa 3.1.1 does not
; define er-macro-transformer (its manual does not document it); the outputs are those of Chibi
; and MIT Scheme for these programs.
(define-syntax swap!
  (er-macro-transformer
    (lambda (form rename compare)
      (let ((a (cadr form)) (b (caddr form)) (tmp (rename 'tmp)))
        `(,(rename 'let) ((,tmp ,a)) (,(rename 'set!) ,a ,b) (,(rename 'set!) ,b ,tmp))))))
(define x 1)
(define y 2)
(swap! x y)
(display (list x y)) (newline)
; expect: (2 1)
; The renamed tmp does not capture the user's tmp.
(define tmp 5)
(define z 6)
(swap! tmp z)
(display (list tmp z)) (newline)
; expect: (6 5)
(define-syntax else-or-not
  (er-macro-transformer
    (lambda (form rename compare)
      (if (compare (cadr form) (rename 'else)) ''was-else ''not-else))))
(display (else-or-not else)) (newline)
; expect: was-else
(display (else-or-not other)) (newline)
; expect: not-else
; Symbols not renamed mean what they mean at the use: an anaphoric it.
(define-syntax with-it
  (er-macro-transformer
    (lambda (form rename compare)
      `(,(rename 'let) ((it ,(cadr form))) ,@(cddr form)))))
(display (with-it 7 (* it it))) (newline)
; expect: 49
