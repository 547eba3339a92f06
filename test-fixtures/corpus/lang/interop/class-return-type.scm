; A method body whose type cannot match the declared return type is a compile-time error, as
; for any procedure with a return type.
(define-simple-class H ()
  ((count) ::int "many"))
;                ^^^^^^ error: H.count: result expects int, got string
