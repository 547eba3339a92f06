; A procedure whose result is declared ::void returns #!void whatever its body's value, as in
; Kawa 3.1.1; a call of itself in tail position stays a tail call, so a loop written as
; recursion runs in constant space (Kawa's stack overflows on count-down). Where the value is
; used, Kawa 3.1.1 warns and stores #!null in the list; Kopi keeps #!void.
(define (incremented x) ::void (+ x 1))
(write (incremented 1))
(newline)
(define (count-down n) ::void (if (> n 0) (count-down (- n 1)) 'done))
(write (count-down 1000000))
(newline)
(define (show-all items) ::void
  (let loop ((rest items))
    (unless (null? rest)
      (display (car rest))
      (loop (cdr rest)))))
(write (show-all '(1 2 3)))
(newline)
(define total 0)
(define add! (lambda (n) ::void (set! total (+ total n)) total))
(write (list (add! 5) total))
(newline)
(define (log-twice s) ::void (display s) (display s))
(log-twice "ab")
(newline)
; expect: #!void
; expect: #!void
; expect: 123#!void
; expect: (#!void 5)
; expect: abab
