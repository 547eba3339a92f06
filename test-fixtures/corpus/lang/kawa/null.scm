; Kawa's #!null is Java null: it prints as #!null, is false in tests, is eq? only to itself, and
; belongs to every class type (expected output from Kawa 3.1.1).
(display #!null)
(newline)
; expect: #!null
(display (eq? #!null #f))
(newline)
; expect: #f
(write (list #!null 1 '(#!null)))
(newline)
; expect: (#!null 1 (#!null))
(display (if #!null 'y 'n))
(newline)
; expect: n
(define (id x) x)
(display (if (id #!null) 1 2))
(newline)
; expect: 2
(display (not (id #!null)))
(newline)
; expect: #t
(define s ::String #!null)
(display s)
(newline)
; expect: #!null
(define (f (x ::String)) x)
(display (f #!null))
(newline)
; expect: #!null
; Passed to Java as null.
(display (java.util.Objects:isNull #!null))
(newline)
; expect: #t
(define m (java.util.HashMap))
(m:put "k" #!null)
(display (list (m:containsKey "k") (m:size)))
(newline)
; expect: (#t 1)
(display (list (eqv? #!null #!null) (equal? (list #!null) (list #!null))))
(newline)
; expect: (#t #t)
(display (list (or #!null 5) (and 1 #!null) (null? #!null)))
(newline)
; expect: (5 #!null #f)
; A variable may hold #!null and be set later.
(define later #!null)
(display (if later 'set 'unset))
(set! later 7)
(display later)
(newline)
; expect: unset7
