; A parameter declared with a class accepts #!null; a method called on it then is an error naming
; the method and the value, at the call, as for any receiver of the wrong kind.
(define (size (l ::java.util.List)) (l:size))
(define (sum (l ::java.util.List) (n ::int)) ::long
  (let loop ((i ::int 0) (total ::long 0))
    (if (= i n) total (loop (+ i 1) (+ total (as long (l:get i)))))))
(display (list (size (java.util.ArrayList 1 2)) (sum (java.util.ArrayList 4 5 6) 3)))
(newline)
(size #!null)
; expect: (2 15)
; expect runtime error: size: expected java.util.List as receiver, got #!null
