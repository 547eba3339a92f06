; interface: #t makes a Java interface whose methods are #!abstract; abstract: #t makes an
; abstract class whose concrete methods may call its abstract ones by plain name.
(define-simple-class Shape () interface: #t
  ((area) ::double #!abstract)
  ((name) ::String #!abstract))
(define-simple-class Square (Shape)
  (side ::double init-value: 2)
  ((area) ::double (* side side))
  ((name) ::String "square"))
(define (describe (shape ::Shape))
  (string-append (shape:name) " " (number->string (shape:area))))
(display (describe (Square)))
(newline)
; expect: square 4.0
(display (list (instance? (Square) Shape) (let ((c Shape)) (c:isInterface))))
(newline)
; expect: (#t #t)
(define-simple-class Greeting () abstract: #t
  ((hello) ::String (string-append "hello " (who)))
  ((who) ::String #!abstract))
(define-simple-class World (Greeting)
  ((who) ::String "world"))
(display ((World):hello))
(newline)
; expect: hello world
