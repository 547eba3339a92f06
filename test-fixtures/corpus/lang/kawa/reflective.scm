; Kawa's reflective interop procedures and <class.name> spellings (outputs checked against Kawa
; 3.1.1 where it runs them; Kawa 3.1.1 cannot invoke a method of a string literal).
(define p (java.awt.Point 1 2))
(display (list (invoke p 'getX) (invoke p "toString")))
(newline)
; expect: (1.0 java.awt.Point[x=1,y=2])
(display (invoke "hello" 'substring 1 3))
(newline)
; expect: el
(display (list (invoke-static java.lang.Math 'abs -5) (invoke-static "java.lang.Integer" "parseInt" "42")
               (invoke-static <java.lang.Integer> 'parseInt "7")))
(newline)
; expect: (5 42 7)
(display (list (field p 'x) (slot-ref p 'y) (static-field java.lang.Integer 'MAX_VALUE)))
(newline)
; expect: (1 2 2147483647)
(slot-set! p 'x 10)
(display p)
(newline)
; expect: java.awt.Point[x=10,y=2]
(define l (make java.util.ArrayList))
(l:add 'a)
(display (list l (make <java.awt.Point> 3 4)))
(newline)
; expect: ([a] java.awt.Point[x=3,y=4])
(display (<java.util.ArrayList> 1 2))
(newline)
; expect: [1, 2]
(invoke p 'noSuchMethod)
; expect runtime error: noSuchMethod
