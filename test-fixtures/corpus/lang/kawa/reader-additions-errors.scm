; Malformed backslash-u escapes are located read errors.
(define a "x\u41z")
;           ^^^^^ error: malformed escape \u41z, expected \u and four hex digits
(define b "\ud83d!")
;          ^^^^^^ error: unpaired surrogate \ud83d in a \u escape
