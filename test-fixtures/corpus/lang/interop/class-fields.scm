; Fields with types and initialisers, constructors (*init*), (this), field names as variables
; inside methods, set!, instance?, and ::Name as a type specifier.
(define-simple-class Point ()
  (x ::int init: 0)
  (y ::int init: 0)
  (label ::String init-value: "p")
  ((*init*) #t)
  ((*init* (a ::int) (b ::int)) (set! x a) (set! y b))
  ((move! (dx ::int) (dy ::int)) ::void
   (set! x (+ x dx))
   (set! y (+ y dy)))
  ((distance2) ::long (+ (* x x) (* y y)))
  ((same? (other ::Point)) ::boolean
   (and (= x other:x) (= y other:y)))
  ((self) (this)))
(define origin (Point))
(define p (Point 3 4))
(display (list origin:x origin:y p:x p:y p:label))
(newline)
; expect: (0 0 3 4 p)
(display (p:distance2))
(newline)
; expect: 25
(p:move! 1 1)
(display (list p:x p:y))
(newline)
; expect: (4 5)
(display (p:same? (Point 4 5)))
(newline)
; expect: #t
(display (eq? (p:self) p))
(newline)
; expect: #t
(display (list (instance? p Point) (instance? "p" Point)))
(newline)
; expect: (#t #f)
(define (sum-of (q ::Point)) (+ q:x q:y))
(display (sum-of p))
(newline)
; expect: 9
; Typed methods: the values Scheme passes are converted as for any Java method.
(display ((Point 1 2):distance2))
(newline)
; expect: 5
