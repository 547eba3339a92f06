; Kawa's define-enum makes a Java enum class: its constants are static fields, it has values,
; valueOf, name and ordinal, and Java's EnumSet takes it (expected output from Kawa 3.1.1).
(define-enum colors (red blue green))
(display colors:red)
(newline)
; expect: red
(display (colors:valueOf "blue"))
(newline)
; expect: blue
(display (list (colors:red:ordinal) (colors:green:name)))
(newline)
; expect: (0 green)
(display (eq? colors:red (colors:valueOf "red")))
(newline)
; expect: #t
(define (f (c ::colors)) (c:ordinal))
(display (f colors:green))
(newline)
; expect: 2
(display (instance? colors:red java.lang.Enum))
(newline)
; expect: #t
(display (colors:red:compareTo colors:green))
(newline)
; expect: -2
(display (java.util.EnumSet:allOf colors))
(newline)
; expect: [red, blue, green]
(define all (colors:values))
(display all:length)
(newline)
; expect: 3
; T? is Kawa's instance predicate for a class type T. (Kawa 3.1.1's inliner fails on a
; constant argument such as (colors? 'blue), so the test goes through a procedure.)
(define (id x) x)
(display (list (colors? colors:blue) (colors? (id 'blue)) (java.util.List? (java.util.ArrayList))))
(newline)
; expect: (#t #f #t)
; Methods in the body, as in define-simple-class.
(define-enum planet (mercury venus earth)
  ((describe) ::string (string-append "planet " ((this):name)))
  ((next) (let ((all (planet:values)))
            (if (< (+ ((this):ordinal) 1) all:length) (all (+ ((this):ordinal) 1)) #f))))
(display (planet:earth:describe))
(newline)
; expect: planet earth
(display (list (planet:mercury:next) (planet:earth:next)))
(newline)
; expect: (venus #f)
(define p ::planet planet:venus)
(display (case (string->symbol (p:name)) ((venus) "second") (else "other")))
(newline)
; expect: second
; An enum may have no constants (Kawa and Java accept it).
(define-enum nothing ())
(define none (nothing:values))
(display none:length)
(newline)
; expect: 0
