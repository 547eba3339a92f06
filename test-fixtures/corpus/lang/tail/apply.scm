; apply calls its procedure in tail position (R7RS 3.5).
(define (via-apply n) (if (= n 0) 'apply-done (apply via-apply (list (- n 1)))))
(write (via-apply 1000000))
(newline)
; expect: apply-done
(define (spread n . rest) (if (= n 0) (length rest) (apply spread (- n 1) rest)))
(write (spread 1000000 'a 'b))
(newline)
; expect: 2
