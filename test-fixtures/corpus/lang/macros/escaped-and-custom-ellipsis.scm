; (... ...) escapes an ellipsis; R7RS lets a macro name its own ellipsis identifier. The
; report's example, :::, is in colon-ellipsis.scm (Kawa does not read it as a symbol, Kopi does);
; this file uses ***.
(define-syntax def-lister
  (syntax-rules ()
    ((_ name) (define-syntax name (syntax-rules () ((_ x (... ...)) (list 'x (... ...))))))))
(def-lister quoted-list)
(write (quoted-list a b c))
(newline)
; expect: (a b c)
(define-syntax my-tuple
  (syntax-rules *** ()
    ((_ x ***) (vector x ***))))
(write (my-tuple 1 2 3))
(newline)
; expect: #(1 2 3)
(define-syntax keep-dots
  (syntax-rules *** ()
    ((_ x) '(x ...))))
(write (keep-dots 5))
(newline)
; expect: (5 ...)
