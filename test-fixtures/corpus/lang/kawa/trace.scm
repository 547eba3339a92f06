; Kawa's trace reports each call and result of a procedure on the error port, indented by
; depth; untrace stops it (expected output from Kawa 3.1.1).
(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))
(define log (open-output-string))
(trace fact)
(parameterize ((current-error-port log))
  (display (fact 3)))
(newline)
; expect: 6
(untrace fact)
(parameterize ((current-error-port log))
  (display (fact 2)))
(newline)
; expect: 2
(display (get-output-string log))
; expect: call to fact (3)
; expect:   call to fact (2)
; expect:     call to fact (1)
; expect:       call to fact (0)
; expect:       return from fact => 1
; expect:     return from fact => 1
; expect:   return from fact => 2
; expect: return from fact => 6
(define (pair-up a b) (list a b))
(trace pair-up)
(define log2 (open-output-string))
(parameterize ((current-error-port log2))
  (pair-up "x" 'y))
(display (get-output-string log2))
; expect: call to pair-up ("x" y)
; expect: return from pair-up => ("x" y)
