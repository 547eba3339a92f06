; Kawa's object expression makes an instance of an anonymous class; its methods and field
; initial values close over the variables where the expression is (expected output from
; Kawa 3.1.1).
(define (make-counter start)
  (object (java.util.function.Supplier)
    (n ::int start)
    ((get) (set! n (+ n 1)) n)))
(define c (make-counter 10))
(display (list (c:get) (c:get)))
(newline)
; expect: (11 12)
(define d (make-counter 0))
(display (list (d:get) (c:get)))
(newline)
; expect: (1 13)
(define r (object (java.lang.Runnable) ((run) (display "ran") (newline))))
(r:run)
; expect: ran
(define t (java.lang.Thread r))
(t:start)
(t:join)
; expect: ran
(define cmp (object (java.util.Comparator) ((compare a b) ::int (- (string-length a) (string-length b)))))
(define lst (java.util.ArrayList))
(lst:add "ccc")
(lst:add "a")
(lst:add "bb")
(java.util.Collections:sort lst cmp)
(display (lst:toString))
(newline)
; expect: [a, bb, ccc]
(define o (object () ((toString) ::String "custom")))
(display o)
(newline)
; expect: custom
(display (list (instance? r java.lang.Runnable) (instance? o java.lang.Runnable)))
(newline)
; expect: (#t #f)
; A field with options next to a captured variable. (Kawa 3.1.1 never returns when toString
; calls another method of the object, which Kopi does: (who) below.)
(define (greeter name)
  (object ()
    (greeting ::String init: "hello")
    ((toString) ::String (string-append greeting ", " name))))
(display (greeter "world"))
(newline)
; expect: hello, world
(define (greeter2 name)
  (object ()
    ((who) name)
    ((toString) ::String (string-append "hi " (who)))))
(display (greeter2 "you"))
(newline)
; expect: hi you
; Each evaluation makes a new instance of the same class.
(define (make) (object () ((toString) ::String "x")))
(display (list (eq? (make) (make)) (eq? ((make):getClass) ((make):getClass))))
(newline)
; expect: (#f #t)
