; A let variable bound to any value and used as an operand of arithmetic, comparisons or vector
; indexes (twice, or once inside a loop) is kept split beside its object (issue 21): the loop reads
; its halves, and every other use still sees the object, whatever its value.
(define (position-of v item)
  (let ((size (vector-ref v 0)))
    (let loop ((i 1))
      (cond ((> i size) #f)
            ((eqv? (vector-ref v i) item) i)
            (else (loop (+ i 1)))))))
(write (list (position-of (vector 3 'a 'b 'c) 'c) (position-of (vector 2 'a 'b) 'z)
             (position-of (vector 2.5 'a 'b) 'b) (position-of (vector 1/2 'a) 'a)))
(newline)
; expect: (3 #f 2 #f)
; The object stays the same object: eq? to what the vector holds, big integers and flonums too.
(define big (expt 2 80))
(define (keep v)
  (let ((x (vector-ref v 0)))
    (list (eq? x (vector-ref v 0)) (< x 10) (+ x 1) (* x 2))))
(write (list (keep (vector 5)) (keep (vector big)) (keep (vector 1.5)) (keep (vector -9223372036854775808))))
(newline)
; expect: ((#t #t 6 10) (#t #f 1208925819614629174706177 2417851639229258349412352) (#t #t 2.5 3.0) (#t #t -9223372036854775807 -18446744073709551616))
; Arithmetic bound to a let: the sum of two objects, read split by its uses.
(define (next-index v i)
  (let ((d (+ 1 (vector-ref v i))))
    (if (< d (vector-length v)) (vector-ref v d) #f)))
(write (list (next-index (vector 1 0 'x) 0) (next-index (vector 5 0) 0) (next-index (vector 9223372036854775807) 0)))
(newline)
; expect: (x #f #f)
; A value that is no number at all is fine until arithmetic meets it.
(define (maybe-count x)
  (let ((n (car x)))
    (if (number? n) (list (+ n 1) (* n n)) (list 'not-a-number n))))
(write (list (maybe-count '(4)) (maybe-count '(#f)) (maybe-count '("s"))))
(newline)
; expect: ((5 16) (not-a-number #f) (not-a-number "s"))
(define (limit v)
  (let ((bound (vector-ref v 0)))
    (let loop ((i 0) (acc 0))
      (if (< i bound) (loop (+ i 1) (+ acc i)) acc))))
(write (limit (vector 10)))
(newline)
; expect: 45
(write (limit (vector 'ten)))
; expect runtime error: fixnum-split-lets.scm:39: <: expected number, got ten
