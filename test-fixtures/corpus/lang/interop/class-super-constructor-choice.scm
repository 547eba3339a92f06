; A superclass with several constructors of the same arity: the one whose parameters accept the
; arguments' declared or literal types, the most specific of several, as javac chooses.
(define-simple-class AppError (java.lang.RuntimeException)
  ((*init* (message ::String))
   (invoke-special java.lang.RuntimeException (this) '*init* message)))
(display (try-catch (primitive-throw (AppError "disk full"))
           (e AppError (e:getMessage))))
(newline)
; expect: disk full
(define-simple-class Wrapped (java.lang.Exception)
  ((*init* (cause ::java.lang.Throwable))
   (invoke-special java.lang.Exception (this) '*init* cause)))
(define w (Wrapped (java.lang.IllegalStateException "inner")))
(display ((w:getCause):getMessage))
(newline)
; expect: inner
(define-simple-class Fixed (java.lang.Exception)
  ((*init*)
   (invoke-special java.lang.Exception (this) '*init* "fixed message")))
(display ((Fixed):getMessage))
(newline)
; expect: fixed message
(define-simple-class Sized (java.util.ArrayList)
  ((*init* (n ::int))
   (invoke-special java.util.ArrayList (this) '*init* n)))
(display ((Sized 10):size))
(newline)
; expect: 0
