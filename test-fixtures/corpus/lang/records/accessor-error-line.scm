; A record accessor or modifier applied to something that is not a record of its type reports
; the line that called it, as a builtin does (Kawa 3.1.1 says "Argument 'not-a-point' to 'point-x' has wrong
; type (simple-symbol)", its innermost frame at the field's line 7 and the caller's at line 18).
(define-record-type point
  (make-point x y)
  point?
  (x point-x set-point-x!)
  (y point-y))
(define (norm p)
  (+ (point-x p) (point-y p)))
(define (shift! p)
  (set-point-x! p (+ 1 (point-x p))))
(define q (make-point 1 2))
(shift! q)
(display (list (norm q) (map point-y (list q q))))
(newline)
; expect: (4 (2 2))
(display (map point-x (list q 'not-a-point)))
; expect runtime error: accessor-error-line.scm:18: point-x: expected point, got not-a-point
