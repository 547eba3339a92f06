; Kawa's cond-expand requirement class-exists:NAME holds when the class can be loaded, and
; (features) lists the SRFIs Kopi implements, threads and java-6 up. Expected output from Kawa
; 3.1.1, except srfi-1 (Kawa lists only the SRFIs of its default environment; Kopi lists every
; SRFI it implements, (import (srfi 1)) being one).
(define (show x) (display x) (newline))
(cond-expand (class-exists:java.util.HashMap (show "HashMap")) (else (show "no HashMap")))
(cond-expand (class-exists:java.util.NoSuchThing (show "NoSuchThing")) (else (show "no NoSuchThing")))
(cond-expand ((and srfi-26 (not class-exists:foo.Bar)) (show "and/not")) (else (show "no")))
(cond-expand ((and srfi-4 srfi-17 srfi-25 srfi-26 srfi-28 threads java-6 java-7) (show "features"))
  (else (show "missing a feature")))
(show (and (memq 'srfi-28 (features)) (memq 'threads (features)) #t))
(cond-expand (srfi-1 (show "srfi-1")) (else (show "no srfi-1")))
; expect: HashMap
; expect: no NoSuchThing
; expect: and/not
; expect: features
; expect: #t
; Kawa 3.1.1: no srfi-1
; expect: srfi-1
