; A define-private-alias of a required module is not visible; nor is a renamed export's own name.
(require "helpers/aliases.scm")
(require "helpers/renaming.scm")
(display (inner-name))
;         ^^^^^^^^^^ error: unbound variable: inner-name, did you mean outer-name?
(display (JLong:parseLong "1"))
;         ^^^^^ error: unbound variable: JLong
