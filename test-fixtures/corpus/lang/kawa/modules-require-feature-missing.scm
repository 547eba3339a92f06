; A procedure of a required SRFI that Kopi lacks says so (Kawa 3.1.1 prints (1 2)).
(require 'list-lib)
(display (take '(1 2 3) 2))
;         ^^^^ error: unbound variable: take (a procedure of SRFI 1 that Kopi does not support yet)
