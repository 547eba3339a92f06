; A class in operator position constructs; a list-like class gets extra arguments added.
(define l (java.util.ArrayList 11 22 33))
(display (l:toString))
(newline)
(display (l:size))
(newline)
(display (l:get 1))
(newline)
(define t (java.lang.Thread name: "worker-7"))
(display (t:getName))
(newline)
(display ((java.lang.StringBuilder "abc"):reverse))
(newline)
(display (instance? l java.util.List))
(newline)
(display (instance? "x" java.util.List))
(newline)
(display (as String "as-is"))
(newline)
(define-alias AL java.util.ArrayList)
(display (AL 1 2))
(newline)
(display (instance? (AL) AL))
(newline)
; expect: [11, 22, 33]
; expect: 3
; expect: 22
; expect: worker-7
; expect: cba
; expect: #t
; expect: #f
; expect: as-is
; expect: #(1 2)
; expect: #t
