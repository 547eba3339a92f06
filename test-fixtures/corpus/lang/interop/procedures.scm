; A Scheme procedure passed where Java wants a functional interface.
(define l (java.util.ArrayList 3 1 2))
(java.util.Collections:sort l (lambda (a b) (- b a)))
(display l)
(newline)
(define th (java.lang.Thread (lambda () (display "ran") (newline))))
; run calls the Runnable on this thread, whose output port the runner captures.
(th:run)
; expect: #(3 2 1)
; expect: ran
