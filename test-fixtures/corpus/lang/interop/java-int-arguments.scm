; Typed integer arguments of Java calls go to int and long parameters as JVM integers: an ::int
; index for List.get and String.charAt, an ::int to a long parameter, a ::long to a long one, int
; arithmetic wrapping as Kawa's does, and a ::long too big for an int parameter still an error.
(define (sum-list (l ::java.util.List) (n ::int)) ::long
  (let loop ((i ::int 0) (total ::long 0))
    (if (= i n) total (loop (+ i 1) (+ total (as long (l:get i)))))))
(define items (java.util.ArrayList))
(do ((i 0 (+ i 1))) ((= i 5)) (items:add (* i 10)))
(display (sum-list items 5))
(newline)
(define (char-at (s ::string) (k ::int)) (s:charAt k))
(display (char-at "hello" 1))
(newline)
(define (to-string (n ::int)) (java.lang.Long:toString n))
(display (to-string 42))
(newline)
(define (long-string (n ::long)) (java.lang.Long:toString (+ n 1)))
(display (long-string 9000000000))
(newline)
(define (wrapped (n ::int)) (java.lang.Integer:toString (+ n 1)))
(display (wrapped 2147483647))
(newline)
(define (too-wide (n ::long)) (items:get n))
(display (too-wide 9000000000))
(newline)
; expect: 100
; expect: e
; expect: 42
; expect: 9000000001
; expect: -2147483648
; Kawa 3.1.1 truncates the long to an int here (an IndexOutOfBoundsException for index 410065408);
; Kopi refuses the conversion, as it does for an untyped argument.
; expect runtime error: java-int-arguments.scm:23: no method get in java.util.ArrayList accepts (9000000000)
