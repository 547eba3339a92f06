; A Java call returning an object, added to a speculated fixnum in a loop (issue 21): a Long is
; unboxed in line; any other result is converted as every Java result is (an Integer becomes an
; exact integer, null stays #!null) and takes the generic path, with its error on the call's line.
(define (typed-sum (l ::java.util.List) n)
  (let loop ((i 0) (total 0))
    (if (= i n)
        total
        (loop (+ i 1) (+ total (l:get i))))))
(define codes (((java.lang.String "ab"):chars):boxed))
(define integers ::java.util.List (codes:toList))
(write (typed-sum integers 2))
(newline)
; expect: 195
(define with-null (java.util.ArrayList))
(with-null:add 1)
(with-null:add #!null)
; Kawa fails in IntNum.add with an IllegalArgumentException and no message.
(write (typed-sum with-null 2))
; expect runtime error: fixnum-loops-java-results.scm:8: +: expected number, got #!null
