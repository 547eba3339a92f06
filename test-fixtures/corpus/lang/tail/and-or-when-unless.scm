; The last expression of and, or, when and unless is in tail position.
(define (via-and n) (and #t (if (= n 0) 'and-done (via-and (- n 1)))))
(define (via-or n) (or #f (if (= n 0) 'or-done (via-or (- n 1)))))
(define (via-when n) (when #t (if (= n 0) 'when-done (via-when (- n 1)))))
(define (via-unless n) (unless #f (if (= n 0) 'unless-done (via-unless (- n 1)))))
(write (list (via-and 1000000) (via-or 1000000) (via-when 1000000) (via-unless 1000000)))
(newline)
; expect: (and-done or-done when-done unless-done)
