; Typed named let and do loops keep their variables in JVM primitives; typed procedures mix with
; untyped code and work as values (map, apply, a procedure stored in a list), and closures
; capture typed variables.
(define (sum-to (n ::int)) ::int
  (let loop ((i ::int 0) (total ::int 0))
    (if (> i n) total (loop (+ i 1) (+ total i)))))
(define (harmonic (n ::int)) ::double
  (do ((i ::int 1 (+ i 1))
       (sum ::double 0.0 (+ sum (/ 1.0 i))))
      ((> i n) sum)))
(define (count-bits (n ::long))
  (let loop ((n ::long n) (bits 0))
    (if (zero? n) bits (loop (quotient n 2) (+ bits (remainder n 2))))))
(define (twice (n ::int)) ::int (* 2 n))
(define (untyped-caller x) (+ (twice x) 1))
(define (adder (n ::int))
  (lambda (m) (+ n m)))
(define (counter (start ::int))
  (let ((count ::int start))
    (lambda () (set! count (+ count 1)) count)))
(define (bytes-sum (bv ::bytevector)) ::int
  (do ((i ::int 0 (+ i 1))
       (total ::int 0 (+ total (bytevector-u8-ref bv i))))
      ((= i (bytevector-length bv)) total)))
(define (fill (v ::vector) (x ::int))
  (do ((i ::int 0 (+ i 1))) ((= i (vector-length v)) v)
    (vector-set! v i (* x (vector-ref v i)))))
(display (sum-to 100))
(newline)
(display (harmonic 4))
(newline)
(display (count-bits 255))
(newline)
(display (map twice '(1 2 3)))
(newline)
(display (apply twice '(21)))
(newline)
(display (untyped-caller 20))
(newline)
(display ((car (list twice)) 5))
(newline)
(display ((adder 40) 2))
(newline)
(define tick (counter 10))
(tick)
(display (tick))
(newline)
(display (bytes-sum (bytevector 1 2 3 250)))
(newline)
(display (fill (vector 1 2 3) 10))
(newline)
; expect: 5050
; expect: 2.083333333333333
; expect: 8
; expect: (2 4 6)
; expect: 42
; expect: 41
; expect: 10
; expect: 42
; expect: 12
; expect: 256
; expect: #(10 20 30)
