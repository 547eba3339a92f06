;; Named lets and do loops in tail position are emitted inline in the enclosing procedure's
;; method (kopi.analysis.InlineLoops). Each case below stresses one thing that inlining must keep.
(import (scheme base) (scheme write))

;; Each iteration gets fresh bindings: closures made in the loop see their own i.
(define (thunks n)
  (let loop ((i 0) (acc '()))
    (if (= i n)
        (map (lambda (t) (t)) acc)
        (loop (+ i 1) (cons (lambda () (* i 10)) acc)))))
(write (thunks 4))
(newline)
; expect: (30 20 10 0)

;; A loop variable assigned with set! and captured lives in a box; a fresh box per iteration.
(define (boxes n)
  (let loop ((i 0) (acc '()))
    (if (= i n)
        (map (lambda (get) (get)) acc)
        (begin
          (let ((get (lambda () i)))
            (set! i (+ i 100))
            (loop (- i 99) (cons get acc)))))))
(write (boxes 3))
(newline)
; expect: (102 101 100)

;; An inner loop in tail position of an outer one, whose tail call goes back to the outer loop.
(define (pairs n)
  (let outer ((i 0) (acc '()))
    (if (= i n)
        (reverse acc)
        (let inner ((j 0) (acc acc))
          (if (= j i)
              (outer (+ i 1) acc)
              (inner (+ j 1) (cons (list i j) acc)))))))
(write (pairs 3))
(newline)
; expect: ((1 0) (2 0) (2 1))

;; A loop whose procedure escapes as a value keeps its method and still works.
(define (escaping n)
  (let loop ((i n))
    (if (= i 0)
        loop
        (loop (- i 1)))))
(write (procedure? (escaping 3)))
(newline)
; expect: #t

;; A loop called from a closure inside it (not a tail call of the loop's own code).
(define (via-closure n)
  (let loop ((i n) (acc 0))
    (if (= i 0)
        acc
        ((lambda () (loop (- i 1) (+ acc i)))))))
(write (via-closure 100))
(newline)
; expect: 5050

;; A loop that is not in tail position keeps its method.
(define (not-tail n)
  (+ 1 (let loop ((i n) (acc 0)) (if (= i 0) acc (loop (- i 1) (+ acc 2))))))
(write (not-tail 10))
(newline)
; expect: 21

;; A do loop in tail position, with a typed variable checked on every iteration.
(define (sum-to (n ::int)) ::int
  (do ((i ::int 0 (+ i 1)) (total ::int 0 (+ total i)))
      ((> i n) total)))
(write (sum-to 100))
(newline)
; expect: 5050

;; A typed loop variable that is not a primitive is checked on entry and on every iteration.
(define (countdown-string (s ::string) k)
  (let loop ((text ::string s) (k k))
    (if (= k 0)
        text
        (loop (if (= k 2) 'oops (string-append text "!")) (- k 1)))))
;             ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ warning: loop: argument 1 expects string, got object (checked at run time)
(write (countdown-string "go" 1))
(newline)
; expect: "go!"
(write (countdown-string "go" 3))
(newline)
; expect runtime error: loop: argument 1 expects string, got oops
