; SRFI 197's forms are bound only by importing (srfi 197): chain is an ordinary name otherwise.
(define (chain . xs) (cons 'mine xs))
(display (chain 1 2))
(newline)
; expect: (mine 1 2)
