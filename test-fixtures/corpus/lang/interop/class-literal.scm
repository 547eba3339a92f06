; Kawa's Name:class is the java.lang.Class, as Name.class in Java.
(define-simple-class Point ())
(display Point:class)
(newline)
; expect: class Point
(display java.lang.String:class)
(newline)
; expect: class java.lang.String
(display (eq? java.lang.String:class (java.lang.Class:forName "java.lang.String")))
(newline)
; expect: #t
(display (instance? java.util.ArrayList:class java.lang.Class))
(newline)
; expect: #t
