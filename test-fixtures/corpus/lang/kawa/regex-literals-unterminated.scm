; An unterminated #/regex/ literal ends at the end of its line.
(define r 1)
 #/abc
;^^^^^ error: unterminated regular expression: expected '/' before the end of the line
