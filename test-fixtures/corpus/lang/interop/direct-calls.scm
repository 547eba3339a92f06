; Calls whose receiver type is known compile to direct invocations (kopi.codegen.JavaCallTest
; checks the instructions); here their results: a ::java.util.List parameter, a local built by a
; constructor, a ::string parameter, a string literal, the result of a Java call, and conversions
; of arguments (exact integer to int, character to char, string to String) and results back.
(define (second (l ::java.util.List)) (l:get 1))
(define al (java.util.ArrayList 11 22 33))
(display (second al))
(newline)
(define (shout (s ::string)) (s:toUpperCase))
(write (shout (string-copy "mutable")))
(newline)
(write ("hello":charAt 1))
(newline)
(write ("a-b-c":indexOf #\c))
(newline)
(let ((sb (java.lang.StringBuilder)))
  (sb:append "x")
  (sb:append 42)
  (sb:append #\!)
  (sb:append 2.5)
  (write (sb:length))
  (newline)
  (write ((sb:toString):length))
  (newline)
  (write (sb:toString))
  (newline))
(define (sum-sizes (a ::java.util.Collection) (b ::java.util.Collection)) (+ (a:size) (b:size)))
(write (sum-sizes al (java.util.HashSet)))
(newline)
(write (java.lang.Math:max 3 9))
(newline)
(write (java.lang.Math:max 2.5 1))
(newline)
(write java.lang.Integer:MAX_VALUE)
(newline)
(write (exact? ("abc":length)))
(newline)
(define declared ::java.util.List (java.util.ArrayList 4 5 6))
(define (pick i) (declared:get i))
(write (pick 2))
(newline)
; expect: 22
; expect: "MUTABLE"
; expect: #\e
; expect: 4
; expect: 7
; expect: 7
; expect: "x42!2.5"
; expect: 3
; expect: 9
; expect: 2.5
; expect: 2147483647
; expect: #t
; expect: 6
