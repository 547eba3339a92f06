; A Kawa module without module-export: its class aliases are exported, its private ones are not
; (required by modules-export-rename.scm).
(define-alias JInteger java.lang.Integer)
(define-private-alias JLong java.lang.Long)
(define (parse s) (JLong:parseLong s))
