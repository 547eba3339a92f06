; A recursive macro: my-cond rewritten into nested ifs.
(define-syntax my-cond
  (syntax-rules (else)
    ((_ (else e ...)) (begin e ...))
    ((_ (c e ...) clause ...) (if c (begin e ...) (my-cond clause ...)))))
(define (classify n)
  (my-cond ((< n 0) 'negative) ((= n 0) 'zero) (else 'positive)))
(write (map classify '(-5 0 5)))
(newline)
; expect: (negative zero positive)
