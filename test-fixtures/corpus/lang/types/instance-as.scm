; instance? and as take primitive, Scheme and array type names as well as classes. A value is an
; instance of int when a ::int parameter would accept it (Kawa answers #f for (instance? 3 int),
; since a boxed integer is not a primitive; Kopi follows its own parameter checks). (as int x)
; truncates and narrows as a Java cast does, as in Kawa.
(define (show . xs) (write xs) (newline))
(show (instance? 3 int) (instance? 5000000000 int) (instance? 5000000000 long) (instance? "a" string)
      (instance? 'a string) (instance? 3.5 double) (instance? #\a char) (instance? '(1) list))
(show (instance? (vector "a" "b") vector[string]) (instance? (vector "a" 1) vector[string])
      (instance? (int[] 1) int[]) (instance? (vector 1) int[]))
(show (as int 3.7) (as int -3.7) (as double 3) (as long 5000000000) (as int 5000000000) (as string "x"))
(as string 5)
; expect: (#t #f #t #t #f #t #t #t)
; expect: (#t #f #t #f)
; expect: (3 -3 3.0 5000000000 705032704 "x")
; expect runtime error: as: expected string, got 5
