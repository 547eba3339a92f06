; Loop variables that step or sum by flonums are unboxed doubles (issue 21); any other value
; (an exact integer, a fraction, a non-number) takes the builtins' generic path, exactly.
(define (sumfp n)
  (let loop ((i n) (total 0.0))
    (if (< i 0.0)
        total
        (loop (- i 1.0) (+ total i)))))
(write (list (sumfp 100.0) (sumfp 100) (sumfp 5/2) (sumfp -1)))
(newline)
; expect: (5050.0 5050.0 4.5 0.0)
(write (list (let loop ((x 0.5) (k 0)) (if (= k 3) x (loop (* x 2) (+ k 1))))
             (let loop ((x 1/3) (k 0)) (if (= k 2) x (loop (+ x 0.5) (+ k 1))))))
(newline)
; expect: (4.0 1.3333333333333333)
(define (escape-count real imag)
  (let loop ((zr real) (zi imag) (count 0))
    (if (= count 64)
        count
        (let ((zr2 (* zr zr)) (zi2 (* zi zi)))
          (if (> (+ zr2 zi2) 16.0)
              count
              (loop (+ (- zr2 zi2) real) (+ (* 2.0 zr zi) imag) (+ count 1)))))))
(write (list (escape-count 0.0 0.0) (escape-count 1.0 1.0) (escape-count 0 1) (escape-count 1/2 1/2) (escape-count -1.5 0.0)))
(newline)
; expect: (64 2 64 5 64)
(write (let loop ((x -0.0) (k 0)) (if (< k 1) (loop (* x 1.0) (+ k 1)) (list x (= x 0.0) (eqv? x 0.0)))))
(newline)
; expect: (-0.0 #t #f)
(display (sumfp "ten"))
; expect runtime error: flonum-loops.scm:5:9: <: expected number, got "ten"
