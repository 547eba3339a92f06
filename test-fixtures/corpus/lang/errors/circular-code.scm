; A circular datum that is not quoted is code that never ends: an error where it is written.
(define x 1)
(display #0=(car . #0#))
;        ^^^^^^^^^^^^^^ error: circular list cannot be an expression, expected it quoted
