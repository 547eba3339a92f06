; A modifier given something that is not a record of its type reports the line that called it,
; here inside move!, whose call of it is not a tail call
; (Kawa 3.1.1: "Argument #1 'nope' to 'set-point-x!' has wrong type (simple-symbol)").
(define-record-type point (make-point x y) point? (x point-x set-point-x!) (y point-y))
(define (move! p dx)
  (set-point-x! p
    (+ dx 1))
  p)
(define q (make-point 1 2))
(display (point-x (move! q 5)))
(newline)
; expect: 6
(move! 'nope 1)
; expect runtime error: modifier-error-line.scm:6
