; A Java method's or field's null is #!null, as in Kawa: printed so, eq? to #!null, false in tests.
(define m (java.util.HashMap))
(m:put "k" 1)
(write (m:get "absent"))
(newline)
; expect: #!null
(display (list (eq? (m:get "absent") #!null) (eq? (m:get "k") #!null)))
(newline)
; expect: (#t #f)
(display (if (m:get "absent") 'found 'missing))
(newline)
; expect: missing
(write (java.lang.System:getProperty "kopi.no.such.property"))
(newline)
; expect: #!null
(define-simple-class Holder ()
  (name ::String)
  (thing)
  ((getName) name))
(define h (Holder))
(write (list h:name h:thing (h:getName) (field h 'name)))
(newline)
; expect: (#!null #!null #!null #!null)
(define l (java.util.ArrayList))
(l:add #!null)
(write (l:get 0))
(newline)
; expect: #!null
(write (eq? #f (m:get "absent")))
(newline)
; expect: #f
