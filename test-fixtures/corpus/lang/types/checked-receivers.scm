; A method called on a parameter declared with a JDK class runs as Java runs it: a #!null
; parameter is Kopi's receiver error at the call, naming the method, once the call's arguments
; are evaluated (as in Java and Kawa: a receiver of unknown type is tested before them), and an
; exception from within the method called is that exception. An ::int loop variable stepped by a
; constant wraps as Java's int does, whichever side the constant is on.
(define (total (l ::java.util.List) (n ::int)) ::long
  (let loop ((i ::int 0) (sum ::long 0))
    (if (= i n) sum (loop (+ i 1) (+ sum (as long (l:get i)))))))
(define (width (s ::String) (times ::int)) ::int
  (let loop ((k ::int times) (w ::int 0))
    (if (<= k 0) w (loop (- k 2) (+ w (s:length))))))
(define (concat (s ::String)) (s:concat (begin (display "argument ") "x")))
;; A typed loop variable inside a loop whose counted copy is emitted too.
(define (size-after (l ::java.util.List) n)
  (let outer ((i 0))
    (if (< i n) (outer (+ i 1)) (let inner ((m ::java.util.List l)) (m:size)))))
(define (message thunk)
  (guard (e ((error-object? e) (error-object-message e)))
    (thunk)))
(display (list (total (java.util.ArrayList 1 2 3) 3) (total #!null 0) (width "abc" 5) (width #!null 0)))
(newline)
(display (list (message (lambda () (total #!null 2))) (message (lambda () (width #!null 1)))))
(newline)
(display (message (lambda () (total (java.util.ArrayList 1 2) 3))))
(newline)
(display (message (lambda () (concat #!null))))
(newline)
(display (list (size-after (java.util.ArrayList 1 2) 3) (message (lambda () (size-after #!null 1)))))
(newline)
(display (let loop ((i ::int 2147483646) (n 0)) (if (= n 3) i (loop (+ 1 i) (+ n 1)))))
(newline)
(total #!null 1)
; expect: (6 0 9 0)
; expect: (get: expected java.util.List as receiver, got #!null length: expected java.lang.String as receiver, got #!null)
; expect: Index 2 out of bounds for length 2
; expect: argument concat: expected java.lang.String as receiver, got #!null
; expect: (2 size: expected java.util.List as receiver, got #!null)
; expect: -2147483647
; expect runtime error: get: expected java.util.List as receiver, got #!null
