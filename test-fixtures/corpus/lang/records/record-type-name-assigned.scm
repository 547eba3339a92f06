; The record procedures keep the type they were made for when its name is later assigned. Kawa
; 3.1.1 rejects the set! ("constant variable point is set!"); in its REPL, where a later
; (define point 'gone) is allowed, the procedures go on working and print 1, #t and 3 as here.
(define-record-type point
  (make-point x y)
  point?
  (x point-x set-point-x!)
  (y point-y))
(define p (make-point 1 2))
(set! point 'gone)
(display (point-x p))
(newline)
; expect: 1
(display (point? p))
(newline)
; expect: #t
(set-point-x! p 10)
(display (list (point-x p) (point-x (make-point 3 4)) point))
(newline)
; expect: (10 3 gone)
