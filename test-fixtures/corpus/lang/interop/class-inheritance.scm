; Extending Java classes: java.util.AbstractList (get and size make a whole List), toString of
; java.lang.Object, and a class extending another Scheme class, with a superclass constructor
; call in *init* and invoke-special for an overridden method.
(define-simple-class Squares (java.util.AbstractList)
  (n ::int init-value: 0)
  ((*init* (count ::int)) (set! n count))
  ((get (i ::int)) (* i i))
  ((size) ::int n))
(define squares (Squares 5))
(display squares)
(newline)
; expect: #(0 1 4 9 16)
(display (squares:contains 9))
(newline)
; expect: #t
(display (squares:indexOf 16))
(newline)
; expect: 4

(define-simple-class Animal ()
  (name ::String)
  ((*init* (n ::String)) (set! name n))
  ((sound) ::String "...")
  ((toString) ::String (string-append name " says " (sound))))
(define-simple-class Dog (Animal)
  ((*init* (n ::String)) (invoke-special Animal (this) '*init* (string-append "dog " n)))
  ((sound) ::String "woof")
  ((toString) ::String (string-append "<" (invoke-special Animal (this) 'toString) ">")))
(display (Animal "cat"))
(newline)
; expect: cat says ...
(display (Dog "rex"))
(newline)
; expect: <dog rex says woof>
(display (instance? (Dog "a") Animal))
(newline)
; expect: #t
(define rex (Dog "b"))
(display rex:name)
(newline)
; expect: dog b
