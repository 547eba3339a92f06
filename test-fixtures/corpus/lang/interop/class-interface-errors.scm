; What an interface and an abstract method may not have.
(define-simple-class HasField () interface: #t
  (x ::int))
;  ^ error: define-simple-class: an interface has no fields, got x
(define-simple-class HasBody () interface: #t
  ((m) 1))
;   ^ error: define-simple-class: a method of an interface has the body #!abstract, got a body for m
(define-simple-class NotAbstract ()
  ((m) #!abstract))
;      ^^^^^^^^^^ error: define-simple-class: an abstract method needs an abstract: #t class or an interface, and cannot be static
(define-simple-class ExtendsClass (java.util.AbstractList) interface: #t)
;                                  ^^^^^^^^^^^^^^^^^^^^^^ error: define-simple-class: an interface extends only interfaces, got java.util.AbstractList
(define-simple-class NoDefault (java.io.InputStreamReader))
;                    ^^^^^^^^^ error: define-simple-class: superclass java.io.InputStreamReader has no constructor taking 0 arguments; call one with (invoke-special Super (this) '*init* ...) in *init*
