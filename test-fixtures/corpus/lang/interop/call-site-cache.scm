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
