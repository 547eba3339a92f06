; A failing call on the first line of a loop body that runs as a procedure of its own
; (kopi.ir.LoopBodies) keeps its column: the rewrite adds no call site to any line.
(import (scheme base) (scheme write))
(define (check items limit)
  (list 'checked
        (let loop ((rest items))
          (if (pair? rest)
              (let ((x (car rest)))
                (cond ((and limit (> x limit)) (display "big "))
                      ((and limit (< x 0)) (display "negative "))
                      ((and limit (= x 0)) (display "zero "))
                      ((string? limit) (display (string-length limit)))
                      ((vector? limit) (display (vector-length limit)))
                      ((char? limit) (display (char->integer limit)))
                      (else (display x) (display " ")))
                (loop (cdr rest)))
              'done))))
(write (check '(1 5 0) 3))
(newline)
; expect: 1 big zero (checked done)
(write (check '(a) 3))
; expect runtime error: outlined-loop-body-error-column.scm:9:48: >: expected number, got a
