; A continuation captured while a Java frame that cannot be saved calls back into Scheme
; (member with a comparison procedure) still works as an escape, but re-entering it later is an
; error naming the frame.
(define k #f)
(define n 0)
(write (call/cc (lambda (out) (member 9 '(1 2 3) (lambda (x y) (if (= y 2) (out y)) #f)) 'none)))
(newline)
; expect: 2
(let ()
  (member 9 '(1 2) (lambda (x y) (call/cc (lambda (c) (if (not k) (set! k c)))) #f))
  (set! n (+ n 1))
  (display n)
  (newline)
  (if (< n 2) (k 'again)))
; expect: 1
; expect runtime error: continuation: called after its call/cc returned, and it cannot be re-entered: it was captured through a non-re-entrant frame (member)
