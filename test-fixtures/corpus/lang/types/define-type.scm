; A value stored in a typed variable must be able to have that type.
(define x ::int "a")
;               ^^^ error: x: expected int, got string
(let ((y ::string 42))
;                 ^^ error: y: expected string, got integer
  (display y))
