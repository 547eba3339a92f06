; let-syntax and letrec-syntax at top level and in bodies; define-syntax in a body.
(write (let-syntax ((foo (syntax-rules () ((_ x) (* x 10)))))
         (foo 4)))
(newline)
; expect: 40
(write (letrec-syntax
           ((my-or (syntax-rules ()
                     ((_) #f)
                     ((_ e) e)
                     ((_ e r ...) (let ((t e)) (if t t (my-or r ...)))))))
         (let ((x #f) (y 7) (t 5)) (my-or x y t))))
(newline)
; expect: 7
(define (f n)
  (define-syntax twice (syntax-rules () ((_ e) (begin e e))))
  (define count 0)
  (twice (set! count (+ count n)))
  count)
(write (f 3))
(newline)
; expect: 6
(write (let ((x 'outer))
         (let-syntax ((m (syntax-rules () ((_) x))))
           (let ((x 'inner))
;                 ^ warning: unused variable x
             (m)))))
(newline)
; expect: outer
