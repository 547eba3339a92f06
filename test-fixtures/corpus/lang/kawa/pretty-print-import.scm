; (import (kawa pprint)) binds pprint (Kawa's, fixture pprint.scm) and, in Kopi only,
; pretty-print (that of (require 'pretty-print)), each with an optional port.
(import (kawa pprint))
(define out (open-output-string))
(pretty-print '(define (f x) (if (> x 0) (display "positive and quite long too") (display "not positive"))) out)
(display (get-output-string out))
(pprint '(a b))
; expect: (define (f x)
; expect:   (if (> x 0)
; expect:     (display "positive and quite long too")
; expect:     (display "not positive")))
; expect: (a b)
