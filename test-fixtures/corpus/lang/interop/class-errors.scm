; Static checks of class definitions: the supertypes must exist, the superclass must not be
; final and no interface may be listed twice; an override must keep the overridden method's
; return type.
(define-simple-class A (java.lang.String))
;                       ^^^^^^^^^^^^^^^^ error: define-simple-class: cannot extend final class java.lang.String
(define-simple-class B (java.util.NoSuchThing))
;                       ^^^^^^^^^^^^^^^^^^^^^ error: define-simple-class: unknown class java.util.NoSuchThing
(define-simple-class Twice (java.lang.Runnable java.lang.Runnable) ((run) #t))
;                                              ^^^^^^^^^^^^^^^^^^ error: define-simple-class: interface java.lang.Runnable is listed twice
(define-simple-class C (java.util.Comparator)
  ((compare a b) ::String "x"))
;                  ^^^^^^ error: define-simple-class: compare overrides java.util.Comparator.compare and must return int, got java.lang.String
(define-simple-class D ()
  ((toString) ::int 5))
;               ^^^ error: define-simple-class: toString overrides java.lang.Object.toString and must return java.lang.String, got int
; A method that overrides nothing is simply a new method.
(define-simple-class E (java.lang.Runnable)
  ((run) #t)
  ((compare a b) ::String "fine"))
(define-simple-class F (java.lang.Runnable))
;                    ^ warning: define-simple-class: F does not implement java.lang.Runnable.run
(define-simple-class G ()
  ((m (x ::NoSuchType)) x))
;          ^^^^^^^^^^ error: define-simple-class: unknown type NoSuchType
(define-simple-class Conv () ((->string) "s"))
;                              ^^^^^^^^ error: define-simple-class: expected a method name the JVM accepts, got ->string (it contains >)
(define-simple-class Thread ())
;                    ^^^^^^ error: define-simple-class: expected a class name that does not hide java.lang.Thread, got Thread
(define-simple-class java.util.MyList ())
;                    ^^^^^^^^^^^^^^^^ error: define-simple-class: java.util.MyList is in a package a program cannot define classes in
(define (outside) (this))
;                 ^^^^^^ error: this: used outside the methods of a class
