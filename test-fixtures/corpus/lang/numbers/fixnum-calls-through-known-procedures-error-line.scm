; A non-number passed on unboxed to a known procedure (issue 21) fails in that procedure's
; arithmetic, on its line, as the builtin call does. (Kawa 3.1.1 throws a ClassCastException from
; the same line, with no Scheme message.)
(define (width from to)
  (- to
     from))
(define (span from to)
  (list (width from to)))
(display (span 1 3))
(newline)
; expect: (2)
(display (span 'a 3))
; expect runtime error: fixnum-calls-through-known-procedures-error-line.scm:5:3: -: expected number, got a
