; A class the program defines is checked like any Java class where it is used: unknown static
; methods and fields are errors with a suggestion.
(define-simple-class Registry ()
  (count ::int allocation: 'static init: 0)
  ((origin) allocation: 'static 0))
(display (Registry:orign))
;                  ^^^^^ error: unknown method Registry:orign, did you mean origin?
(display Registry:cont)
;                 ^^^^ error: unknown field Registry:cont, did you mean count?
