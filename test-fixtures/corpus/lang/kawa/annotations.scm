; Annotations on define-simple-class classes, fields and methods are JVM annotations that
; reflection sees (outputs checked against Kawa 3.1.1). SuppressWarnings has SOURCE retention, so
; it is checked but not written to the class file, as in Java.
(define-simple-class Annotated () (@java.lang.Deprecated)
  (x (@java.lang.Deprecated) ::int init: 1)
  (y ::int init: 2)
  ((bar) (@java.lang.SuppressWarnings value: (string[] "unchecked")) ::int 42)
  ((baz) (@java.lang.Deprecated since: "9" forRemoval: #t) 1)
  ((qux) 2))
(define (deprecated? element)
  (invoke element 'isAnnotationPresent java.lang.Deprecated))
(define f (Annotated))
(display (f:bar)) (newline)
; expect: 42
(define c (invoke f 'getClass))
(display (deprecated? c)) (newline)
; expect: #t
(display (deprecated? (invoke c 'getDeclaredMethod "baz"))) (newline)
; expect: #t
(define d (invoke (invoke c 'getDeclaredMethod "baz") 'getAnnotation java.lang.Deprecated))
(display (list (invoke d 'since) (invoke d 'forRemoval))) (newline)
; expect: (9 #t)
(display (deprecated? (invoke c 'getDeclaredMethod "qux"))) (newline)
; expect: #f
(display (deprecated? (invoke c 'getDeclaredField "x"))) (newline)
; expect: #t
(display (deprecated? (invoke c 'getDeclaredField "y"))) (newline)
; expect: #f
(display (java.lang.reflect.Array:getLength (invoke (invoke c 'getDeclaredMethod "bar") 'getAnnotations))) (newline)
; expect: 0
; A lone value is the element value:, and an array element takes one value (Kawa 3.1.1 wants
; an array there, (string[] "unchecked"), and rejects this, which Java accepts).
(define-simple-class Quiet ()
  ((run) (@java.lang.SuppressWarnings "unchecked") 'ran))
(display ((Quiet):run)) (newline)
; expect: ran
