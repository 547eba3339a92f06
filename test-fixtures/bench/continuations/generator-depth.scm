; A generator yielding 100,000 values through call/cc at recursion depth 100, and a loop of
; 100,000 captures at depth 100 that are never re-entered.
(define (make-generator walk)
  (define return #f)
  (define resume #f)
  (define (yield v) (call/cc (lambda (r) (set! resume r) (return v))))
  (lambda ()
    (call/cc
      (lambda (ret)
        (set! return ret)
        (if resume
            (resume 'next)
            (begin (walk yield) (return 'done)))))))

(define (at-depth d thunk)
  (if (= d 0) (thunk) (+ 0 (at-depth (- d 1) thunk))))

(define n 100000)
(define (time-it name thunk)
  (let* ((start (current-jiffy)) (v (thunk)) (end (current-jiffy)))
    (display name) (display " ") (display v) (display " ")
    (display (quotient (* 1000 (- end start)) (jiffies-per-second))) (display " ms") (newline)))

(time-it "generator"
  (lambda ()
    (let ((g (make-generator (lambda (yield) (at-depth 100 (lambda () (let loop ((i 0)) (if (< i n) (begin (yield i) (loop (+ i 1))) 0))))))))
      (let loop ((sum 0))
        (let ((x (g)))
          (if (eq? x 'done) sum (loop (+ sum x))))))))
(time-it "captures"
  (lambda ()
    (at-depth 100 (lambda ()
      (let loop ((i 0) (kept #f))
        (if (< i n) (loop (+ i 1) (call/cc (lambda (k) k))) 0))))))
