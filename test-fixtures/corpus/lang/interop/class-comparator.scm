; A Scheme class implementing java.util.Comparator, given to Collections:sort. The untyped
; parameters and result take the types of Comparator.compare (Object, Object) -> int.
(define-simple-class ByLength (java.util.Comparator)
  ((compare a b)
   (- (string-length a) (string-length b))))
(define words (java.util.ArrayList "ccc" "a" "bb" "dddd"))
(java.util.Collections:sort words (ByLength))
(display words)
(newline)
; expect: #(a bb ccc dddd)
(display ((ByLength):compare "xx" "y"))
(newline)
; expect: 1
(display (instance? (ByLength) java.util.Comparator))
(newline)
; expect: #t
; The class is a real JVM class that Java reflection sees with the declared signature.
(display (((ByLength):getClass):getName))
(newline)
; expect: ByLength
