; An undefined constructor or entity is an error naming it, with the literal's range.
(display &nosuch{x &[1]})
;        ^^^^^^^^ error: unbound variable: $construct$:nosuch
(display &{a &bogus; b})
;            ^^^^^^^ error: unbound variable: $entity$:bogus
