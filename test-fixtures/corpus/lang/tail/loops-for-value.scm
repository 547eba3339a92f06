; A small named let or do whose value is taken where nothing else is pending (a statement, a
; test, a let's initial value) runs inline in its procedure's method. Its value, its exits, the
; calls it makes and a continuation captured in it come out as a call of the loop would have them.
(import (scheme base) (scheme write))

(define (find x v)
  (if (let scan ((i 0)) (and (< i (vector-length v)) (or (equal? (vector-ref v i) x) (scan (+ i 1)))))
      'found
      'missing))

(define (double-count v)
  (let ((count (let loop ((i 0) (seen '()))
                 (if (= i (vector-length v)) (length seen) (loop (+ i 1) (cons i seen))))))
    (* 2 count)))

(define (count-down n)
  (define out '())
  (do ((i n (- i 1))) ((= i 0)) (set! out (cons i out)))
  (cons 'done out))

;; The inner loop's tail call of the outer loop returns to the binding of x, not from the outer
;; loop: each level wraps the result once more.
(define (nested n)
  (let outer ((k 0) (acc '()))
    (if (= k n)
        (reverse acc)
        (let ((x (let inner ((j 0)) (if (< j k) (inner (+ j 1)) (outer (+ k 1) (cons j acc))))))
          (list 'level k x)))))

;; Re-entering a continuation captured in the loop binds r again and runs the rest once more.
(define saved #f)
(define (keep c) (set! saved c) 0)
(define (reenter)
  (let ((n 0))
    (let ((r (let loop ((i 0)) (if (= i 3) (cons i (call/cc keep)) (loop (+ i 1))))))
      (set! n (+ n 1))
      (if (< n 3) (saved (* n 10)) (list r n)))))

(write (list (find 3 #(1 2 3)) (find 9 #(1 2 3)) (double-count #(a b c)) (count-down 3)))
(newline)
(write (nested 2))
(newline)
(write (reenter))
(newline)
; expect: (found missing 6 (done 1 2 3))
; expect: (level 0 (level 1 (0 1)))
; expect: ((3 . 20) 3)
