; An error in a conditional update of a speculated loop variable (issue 21) names the line of the
; arithmetic, as the builtin call does.
(define (sum-if pred items)
  (let loop ((items items) (total 0))
    (if (null? items)
        total
        (loop (cdr items)
              (if (pred (car items))
                  (+ total
                     (car items))
                  total)))))
(write (sum-if number? '(1 a 2)))
(newline)
; expect: 3
(write (sum-if symbol? '(1 a 2)))
; expect runtime error: fixnum-conditional-updates-error-line.scm:9:19: +: expected number, got a
