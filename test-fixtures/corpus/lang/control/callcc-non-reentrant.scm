; A continuation captured while a Java frame that cannot be saved calls back into Scheme
; (vector-for-each) still works as an escape, but re-entering it later is an error naming the frame.
(define k #f)
(define n 0)
(write (call/cc (lambda (out) (vector-for-each (lambda (x) (if (= x 2) (out x))) #(1 2 3)) 'none)))
(newline)
; expect: 2
(let ()
  (vector-for-each (lambda (x) (call/cc (lambda (c) (if (not k) (set! k c))))) #(1 2))
  (set! n (+ n 1))
  (display n)
  (newline)
  (if (< n 2) (k 'again)))
; expect: 1
; expect runtime error: continuation: called after its call/cc returned, and it cannot be re-entered: it was captured through a non-re-entrant frame (vector-for-each)
