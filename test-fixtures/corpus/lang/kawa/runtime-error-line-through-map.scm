; An arity error raised by map's call of a procedure is located at the line that called map (the
; backtrace that follows the error line is not compared), as Kawa 3.1.1 locates it (its message
; differs: "FILE:6:3: call to 'add' has too few arguments (1; must be 2)").
(define (add a b) (+ a b))
(define (go lst)
  (map add lst))
(display "before")
(newline)
; expect: before
(go '(1 2 3))
; expect runtime error: runtime-error-line-through-map.scm:6: add: expected 2 arguments, got 1
