; define-early-constant, with-compile-options (around definitions and around an expression) and
; include-relative.
(define-early-constant e 5)
(display e)
(newline)
(with-compile-options warn-unused: #f
  (define wco 7)
  (display wco))
(newline)
(display (with-compile-options warn-unused: #t (+ 1 2)))
(newline)
(include-relative "helpers/included.scm")
(display included-value)
(newline)
; expect: 5
; expect: 7
; expect: 3
; expect: 9
