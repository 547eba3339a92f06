; A Kawa module that exports a procedure under another name and a class alias
; (required by modules-export-rename.scm).
(module-export (rename inner-name outer-name) JS twice)
(define (inner-name) "renamed")
(define-alias JS java.lang.String)
(define-syntax twice
  (syntax-rules () ((_ e) (list e e))))
