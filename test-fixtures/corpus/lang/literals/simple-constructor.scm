; define-simple-constructor: the body as one string, after the bracketed arguments.
(define-simple-constructor tagged (lambda args (cons 'tagged args)))
(write &tagged{plain text})
(newline)
; expect: (tagged "plain text")
(write &tagged[1 'two]{a &[(+ 1 2)] b})
(newline)
; expect: (tagged 1 two "a 3 b")
(define-simple-constructor upper string-upcase)
(display &upper{shout &["this"]})
(newline)
; expect: SHOUT THIS
(define (local-constructor)
  (define-simple-constructor twice (lambda (s) (string-append s s)))
  &twice{ab})
(display (local-constructor))
(newline)
; expect: abab
