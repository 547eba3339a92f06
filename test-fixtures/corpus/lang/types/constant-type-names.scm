; A constant of a runtime type is named by its Scheme type in messages, never by its Java class
; (issue 15, item 8: a message named kopi.runtime.Complex).
(define (f (x ::int)) x)
(f 1+2i)
;  ^^^^ error: f: argument 1 expects int, got complex
(f #!eof)
;  ^^^^^ error: f: argument 1 expects int, got eof-object
(f foo:)
;  ^^^^ error: f: argument 1 expects int, got keyword
(define y ::double 1.5+2i)
;                  ^^^^^^ error: y: expected double, got complex
