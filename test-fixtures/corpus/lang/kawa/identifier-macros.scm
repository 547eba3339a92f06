; Identifier macros, as the Kawa manual's Macros chapter documents them (from R6RS): a procedural
; transformer is also called for a bare use of its name, make-variable-transformer makes it called
; for (set! name value) too, and identifier-syntax builds such transformers. Kawa 3.1.1 implements
; none of this (a bare use is the macro object itself, and identifier-syntax and
; make-variable-transformer are unbound); the outputs are what the manual means, as in Chez Scheme.
(define-syntax p2
  (lambda (stx)
    (syntax-case stx ()
      (id (identifier? #'id) #'42)
      ((_ x) #'(+ x 1)))))
(display p2) (newline)
; expect: 42
(display (p2 1)) (newline)
; expect: 2
(define-syntax five (identifier-syntax 5))
(display (+ five 1)) (newline)
; expect: 6
(define-syntax first (identifier-syntax car))
(display (first '(a b))) (newline)
; expect: a
(define counter 10)
(define-syntax doubled
  (identifier-syntax
    (_ (* 2 counter))
    ((set! _ e) (set! counter e))))
(display doubled) (newline)
; expect: 20
(set! doubled 4)
(display (list counter doubled)) (newline)
; expect: (4 8)
(define w 0)
(define-syntax ww
  (make-variable-transformer
    (lambda (stx)
      (syntax-case stx (set!)
        ((set! _ e) #'(set! w (+ e 100)))
        (id (identifier? #'id) #'w)))))
(set! ww 9)
(display ww) (newline)
; expect: 109
; A local variable named like the macro shadows it.
(let ((five 'five)) (display five) (newline))
; expect: five
