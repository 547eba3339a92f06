; A continuation captured inside a loop whose counters are unboxed fixnums (issue 21) resumes
; with the loop's state as it was at the capture, including a counter that had become a big
; integer. Kawa's continuations are escape-only, so Kawa cannot re-enter these.
(define (resume-loop start)
  (let ((k #f) (n 0) (results '()))
    (let ((r (let loop ((i 0) (acc start))
               (if (= i 5)
                   acc
                   (begin
                     (if (= i 3) (call/cc (lambda (c) (set! k c))))
                     (loop (+ i 1) (+ acc i)))))))
      (set! results (cons r results))
      (set! n (+ n 1))
      (if (< n 3) (k #f))
      (reverse results))))
(write (resume-loop 0))
(newline)
; expect: (10 10 10)
(write (resume-loop 9223372036854775805))
(newline)
; expect: (9223372036854775815 9223372036854775815 9223372036854775815)
; A generator: each re-entry continues the loop where the last value left it.
(define (make-counter limit)
  (define return #f)
  (define resume #f)
  (lambda ()
    (call/cc
     (lambda (r)
       (set! return r)
       (if resume
           (resume #f)
           (let loop ((i 9223372036854775806) (n 0))
             (if (< n limit)
                 (begin
                   (call/cc (lambda (c) (set! resume c) (return i)))
                   (loop (+ i 1) (+ n 1)))
                 (return 'done))))))))
(define next (make-counter 3))
(let* ((a (next)) (b (next)) (c (next)) (d (next)))
  (write (list a b c d))
  (newline))
; expect: (9223372036854775806 9223372036854775807 9223372036854775808 done)
