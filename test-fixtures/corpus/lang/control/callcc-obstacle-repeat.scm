; The frames a capture must unwind are judged per class and method once, then remembered: the same
; frames judged again give the same answer. A continuation captured through dynamic-wind (re-entrant)
; is re-entered after captures through member (which cannot be saved), and re-entering one captured
; through member is still an error naming it, the second time as the first.
; (Kawa 3.1.1 cannot re-enter a continuation: "continuation can only be used once".)
(define through-member #f)
(define (capture-in-member)
  (member 9 '(1) (lambda (x y) (call/cc (lambda (c) (set! through-member c))) #f)))
(define (wind-rounds)
  (let ((rounds 0) (through-wind #f))
    (dynamic-wind
      (lambda () (display "in "))
      (lambda () (call/cc (lambda (k) (set! through-wind k))))
      (lambda () (display "out ")))
    (set! rounds (+ rounds 1))
    (capture-in-member)
    (capture-in-member)
    (display rounds)
    (newline)
    (if (< rounds 3) (through-wind #f))))
(wind-rounds)
; expect: in out 1
; expect: in out 2
; expect: in out 3
(define tries 0)
(define (try-member)
  (guard (e ((error-object? e) (display (error-object-message e)) (newline)))
    (set! tries (+ tries 1))
    (if (< tries 3) (through-member #f))))
(try-member)
(try-member)
; expect: continuation: called after its call/cc returned, and it cannot be re-entered: it was captured through a non-re-entrant frame (member)
; expect: continuation: called after its call/cc returned, and it cannot be re-entered: it was captured through a non-re-entrant frame (member)
