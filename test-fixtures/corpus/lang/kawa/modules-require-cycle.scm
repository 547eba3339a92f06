; Modules that require each other: each one's procedures call the other's. The module required
; last runs first. A module exports only its own definitions, not what it requires.
(require "helpers/cycle-a.scm")
(display (my-even? 10))
(newline)
(display (my-even? 7))
(newline)
; expect: b runs
; expect: a runs
; expect: #t
; expect: #f
