; A pattern that names one pattern variable twice is an error (R7RS 4.3.2), as in Kawa 3.1.1
; ("duplicated pattern variable x"); the keyword's place and _ do not count.
(define-syntax pair-of (syntax-rules () ((_ x x) x)))
;                                             ^ error: syntax-rules: pattern variable x appears more than once in the pattern
(define-syntax nested (syntax-rules () ((_ (a b) (c . a)) 1)))
;                                                     ^ error: syntax-rules: pattern variable a appears more than once in the pattern
(define-syntax ignored (syntax-rules () ((ignored _ _ x) x)))
(display (ignored 1 2 3))
