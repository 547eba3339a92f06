; A method with a rest parameter takes any number of arguments, as in Kawa; the body sees them
; as a list.
(define-simple-class Summer ()
  ((total . numbers) (apply + numbers))
  ((label (prefix ::String) . parts) (string-append prefix (number->string (length parts))))
  ((count-all . xs) allocation: 'static (length xs)))
(define s (Summer))
(display (list (s:total) (s:total 1 2 3)))
(newline)
; expect: (0 6)
(display (s:label "n=" 'a 'b))
(newline)
; expect: n=2
(display (Summer:count-all 1 2 3 4))
(newline)
; expect: 4
(define-simple-class Echo ()
  ((items . rest) rest))
(display ((Echo):items 1 "two" #\3))
(newline)
; expect: (1 two 3)
