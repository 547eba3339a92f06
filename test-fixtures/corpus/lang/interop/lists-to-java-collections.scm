; A Scheme list or vector passed where a Java method wants a Collection, List or Iterable, as
; Kawa's lists and vectors are java.util.Lists: a list as a read-only List, a vector as a List
; that writes through to it.
(display (java.util.Collections:max '(3 9 2)))
(newline)
; expect: 9
(display (String:join "," '("a" "b" "c")))
(newline)
; expect: a,b,c
(define l (java.util.ArrayList))
(l:addAll '(1 2 3))
(l:addAll #(4 5))
(display (l:size))
(newline)
; expect: 5
(display (java.util.ArrayList '(1 2 3)))
(newline)
; expect: #(1 2 3)
(define s (java.util.TreeSet '(3 1 2 1)))
(display (s:first))
(newline)
; expect: 1
(define v (vector 3 1 2))
(java.util.Collections:sort v)
(display v)
(newline)
; expect: #(1 2 3)
(display (java.util.Collections:frequency '(a b a) 'a))
(newline)
; expect: 2
