; An error in a loop body that runs as a procedure of its own (kopi.ir.LoopBodies) names the
; line and column of the call that failed, as it would where the body is written.
(import (scheme base) (scheme write))

(define (totals rows)
  (let ((sums (make-vector (length rows) 0)))
    (list 'totals
          (let loop ((rest rows) (i 0))
            (if (null? rest)
                (vector->list sums)
                (begin
                  (let ((row (car rest)))
                    (cond ((null? row) (vector-set! sums i 'empty))
                          ((symbol? (car row)) (vector-set! sums i (car row)))
                          ((string? (car row)) (vector-set! sums i (string-length (car row))))
                          ((vector? (car row)) (vector-set! sums i (vector-length (car row))))
                          (else (vector-set! sums i (+ (car row) (cadr row))))))
                  (loop (cdr rest) (+ i 1))))))))

(write (totals '((1 5) () (x) ("abc") (#(1 2)))))
(newline)
; expect: (totals (6 empty x 3 2))
(write (totals '((1 2) (3 "four"))))
; expect runtime error: outlined-loop-body-error-line.scm:17: +: expected number, got "four"
