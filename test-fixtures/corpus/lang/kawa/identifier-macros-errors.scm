; Misused identifier macros and transformers are located errors.
(define-syntax five (identifier-syntax 5))
(set! five 3)
;     ^^^^ error: set!: cannot assign to syntax keyword five
(define-syntax bad (identifier-syntax))
;                  ^^^^^^^^^^^^^^^^^^^ error: identifier-syntax: expected (identifier-syntax template) or (identifier-syntax (id template) ((set! id pattern) template))
(define-syntax bad3 (er-macro-transformer 5))
;                   ^^^^^^^^^^^^^^^^^^^^^^^^ error: bad3: er-macro-transformer: expected procedure, got 5
(define-syntax bad4 (make-variable-transformer 'x))
;                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error: bad4: make-variable-transformer: expected procedure, got x
; syntax-rules and explicit-renaming macros take no bare uses.
(define-syntax sr (syntax-rules () ((_ x) x)))
(display sr)
;        ^^ error: syntax keyword sr used as a variable
(define-syntax er (er-macro-transformer (lambda (f r c) 1)))
(display er)
;        ^^ error: syntax keyword er used as a variable
