; A method whose Scheme result does not fit its declared Java return type fails when it returns,
; naming the method, the type and the value. (A definite mismatch is a compile-time error.)
(define-simple-class Bad ()
  ((count v) ::int v))
(display ((Bad):count 7))
(newline)
; expect: 7
(display ((Bad):count "many"))
; expect runtime error: Bad.count: expected int, got "many"
