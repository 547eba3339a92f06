;; As in Kawa, imports add to the default environment: after importing a class, define,
;; display and define-simple-class are still there.
(import (class java.util ArrayList))
(define items (ArrayList 1 2))
(display items)
(newline)
; expect: #(1 2)
(import (scheme base) (scheme write))
(define-simple-class Counter ()
  (count ::int init: 0)
  ((bump) (set! count (+ count 1)) count))
(define c (Counter))
(c:bump)
(write (c:bump))
(newline)
; expect: 2
