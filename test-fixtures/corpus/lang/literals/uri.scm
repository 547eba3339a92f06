; &URI{...} is a java.net.URI, with embedded expressions too.
(define host "example.com")
(define u &URI{https://&[host]/a/b?q=1})
(display u)
(newline)
; expect: https://example.com/a/b?q=1
(display (u:getHost))
(newline)
; expect: example.com
(display (instance? u java.net.URI))
(newline)
; expect: #t
(display (&URI{http://x/}:getScheme))
(newline)
; expect: http
