; Tail positions in cond (including =>), case (including =>) and else clauses.
(define (via-cond n) (cond ((= n 0) 'cond-done) ((odd? n) (via-cond (- n 1))) (else (via-cond (- n 1)))))
(write (via-cond 1000000))
(newline)
; expect: cond-done
(define (via-arrow n) (cond ((= n 0) 'arrow-done) ((- n 1) => via-arrow)))
(write (via-arrow 1000000))
(newline)
; expect: arrow-done
(define (via-case n) (case (modulo n 3) ((0) (if (= n 0) 'case-done (via-case (- n 1)))) ((1) (via-case (- n 1))) (else (via-case (- n 1)))))
(write (via-case 1000000))
(newline)
; expect: case-done
(define (via-case-arrow n) (case (if (= n 0) 'stop 'go) ((stop) 'case-arrow-done) (else => (lambda (ignored) (via-case-arrow (- n 1))))))
(write (via-case-arrow 1000000))
(newline)
; expect: case-arrow-done
