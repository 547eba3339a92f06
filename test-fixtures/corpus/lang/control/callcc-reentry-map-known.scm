; A continuation captured inside map's procedure, when map's loop is compiled into the caller (a
; lambda written at the call or a known top-level procedure), is re-entrant, and re-entering it
; never changes a list an earlier return of map handed out (R7RS 6.10). Kawa 3.1.1 cannot
; re-enter a continuation (its call/cc is escape-only), so these results are R7RS's.

; Re-entered at the first, a middle and the last element: each return is a fresh list.
(define (reenter-at position)
  (let ((k #f) (results '()))
    (let ((r (map (lambda (x) (call/cc (lambda (c) (if (= x position) (set! k c)) x))) '(1 2 3))))
      (set! results (cons r results))
      (if (< (length results) 3)
          (k (* 10 (length results)))
          (reverse results)))))
(write (reenter-at 1))
(newline)
; expect: ((1 2 3) (10 2 3) (20 2 3))
(write (reenter-at 2))
(newline)
; expect: ((1 2 3) (1 10 3) (1 20 3))
(write (reenter-at 3))
(newline)
; expect: ((1 2 3) (1 2 10) (1 2 20))

; The same through a known top-level procedure.
(define saved #f)
(define (mark x) (call/cc (lambda (c) (if (eq? x 'b) (set! saved c)) x)))
(define (run)
  (let ((count 0) (results '()))
    (let ((r (map mark '(a b c))))
      (set! count (+ count 1))
      (set! results (cons r results))
      (if (< count 3)
          (saved (list 'again count))
          (reverse results)))))
(write (run))
(newline)
; expect: ((a b c) (a (again 1) c) (a (again 2) c))

; for-each re-entered goes on with the rest of the list.
(define (walk)
  (let ((k #f) (out '()))
    (for-each (lambda (x) (call/cc (lambda (c) (if (= x 2) (set! k c)))) (set! out (cons x out))) '(1 2 3))
    (if (< (length out) 5)
        (k #f)
        (reverse out))))
(write (walk))
(newline)
; expect: (1 2 3 2 3)
