; A continuation re-entered through the frames of known procedures, which the compiler calls
; directly. Procedures that only compute (here the mutually recursive ones) keep their frames
; unsaved; every frame between a call/cc and the re-entry that can reach one is saved and rebuilt,
; also when the way to call/cc is a tail call that returns through `apply` or through a global.
; (Kawa 3.1.1 cannot re-enter a continuation: "continuation can only be used once".)
(define saved #f)
(define (grab x) (call/cc (lambda (k) (set! saved k) x)))
(define (via-apply f x) (apply f (list x)))
(define (via-global x) (grab x))
(define (via-unknown f x) (f x))
(define (apply-plus x) (+ 1 (via-apply grab x)))
(define (global-plus x) (+ 2 (via-global x)))

(define (parity n)
  (define (even n) (if (= n 0) #t (odd (- n 1))))
  (define (odd n) (if (= n 0) #f (even (- n 1))))
  (if (even n) 'even 'odd))
(define (square-sum n) (let loop ((i 0) (total 0)) (if (> i n) total (loop (+ i 1) (+ total (* i i))))))

(define (run label reach)
  (let ((count 0)
        (results '()))
    (let ((value (+ (square-sum 3) (reach 100) (square-sum 2))))
      (set! results (cons (list (parity value) value) results))
      (set! count (+ count 1))
      (if (< count 3) (saved (* count 1000))))
    (display label)
    (display " ")
    (write (reverse results))
    (newline)))

(run "direct" grab)
; expect: direct ((odd 119) (odd 1019) (odd 2019))
(run "apply" apply-plus)
; expect: apply ((even 120) (even 1020) (even 2020))
(run "global" global-plus)
; expect: global ((odd 121) (odd 1021) (odd 2021))
(run "unknown" (lambda (x) (* 2 (via-unknown grab x))))
; expect: unknown ((odd 219) (odd 2019) (odd 4019))
