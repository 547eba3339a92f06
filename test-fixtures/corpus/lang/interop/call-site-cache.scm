; A receiver of unknown type is resolved when the call runs, and each call site caches the method
; per receiver and argument classes; one site here sees several classes in turn, more than the
; cache keeps, and a mutable string, and still calls the right method each time.
(define (empty? x) (x:isEmpty))
(define (show . xs) (write xs) (newline))
(show (empty? "") (empty? "a") (empty? (java.util.ArrayList 1 2)) (empty? (java.util.HashMap))
      (empty? (java.util.HashSet)) (empty? (java.util.ArrayDeque)) (empty? (java.util.TreeMap))
      (empty? (string-copy "abc")) (empty? ""))
(define (index-of s x) (s:indexOf x))
(show (index-of "banana" "n") (index-of "banana" #\b) (index-of (java.util.ArrayList 5 6 7) 6))
; expect: (#t #f #f #t #t #t #t #f #t)
; expect: (2 0 1)
; One site sees null and then objects for the same argument; another an exact integer in and out
; of int range (a different overload each); one passes five arguments and a receiver, more than a
; single guard tests at once.
(define (same? a b) (java.util.Objects:equals a b))
(show (same? #!null #!null) (same? "a" #!null) (same? "a" "a") (same? 1 1) (same? #!null "a"))
(define (magnitude-of x) (java.lang.Math:abs x))
(show (magnitude-of -5) (magnitude-of -5000000000) (magnitude-of -5) (magnitude-of -2.5))
(define (region? s other) (s:regionMatches #t 0 other 0 3))
(show (region? "Hello" "HELp") (region? "abc" "abd") (region? (string-copy "xyz") "XYZ") (region? "Hello" "hello"))
; expect: (#t #f #t #t #f)
; expect: (5 5000000000 5 2.5)
; expect: (#t #f #t #t)
