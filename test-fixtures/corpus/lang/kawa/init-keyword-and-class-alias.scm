; A field's init-keyword: lets the constructor take it by keyword, and (import (class pkg (Name
; Alias))) binds a class under another name (expected output from Kawa 3.1.1).
(define-simple-class Vec2 ()
  (x ::double init-keyword: x:)
  (y ::double init-keyword: y:)
  ((len2) (+ (* x x) (* y y))))
(display ((Vec2 x: 3 y: 4):len2))
(newline)
; expect: 25.0
(import (class java.util Map (HashMap HMap)))
(define hm (HMap))
(hm:put 1 2)
(display (list (hm:get 1) (instance? hm Map)))
(newline)
; expect: (2 #t)
