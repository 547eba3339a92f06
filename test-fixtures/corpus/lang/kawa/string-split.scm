; Kawa's string-split (a separator string) and string-join. Expected output from Kawa 3.1.1.
(define (show x) (write x) (newline))
(show (string-split "a,b,,c" ","))
(show (string-split "a  b" " "))
(show (string-split "abc" ""))
(show (string-join '("a" "b" "c")))
(show (string-join '("a" "b" "c") ", "))
(show (string-join '("a" "b") "-" 'suffix))
(show (string-join '("a" "b") "-" 'prefix))
(show (string-join '() "-" 'infix))
(show (string-split "a::b" "::"))
(show (string-split "" ","))
; expect: ("a" "b" "" "c")
; expect: ("a" "" "b")
; expect: ("a" "b" "c")
; expect: "a b c"
; expect: "a, b, c"
; expect: "a-b-"
; expect: "-a-b"
; expect: ""
; expect: ("a" "b")
; expect: ("")
