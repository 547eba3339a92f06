; Kawa's (kawa regex): Java regular expressions. Expected output from Kawa 3.1.1, except that
; Kawa's regex-replace* with a procedure replaces only the first match ("bAnana").
(import (kawa regex))
(define (show x) (write x) (newline))
(show (regex-match "a(b+)c" "xxabbbcyy"))
(show (regex-match "a(b+)(d)?c" "xxabbbcyy"))
(show (regex-match "z" "abc"))
(show (regex-match "b" "abcb" 2))
(show (regex-match-positions "a(b+)c" "xxabbbcyy"))
(show (regex-split "," "a,b,,c"))
(show (regex-split " +" "  a  b c "))
(show (regex-replace "a" "banana" "o"))
(show (regex-replace* "a" "banana" "o"))
(show (regex-replace* "(a)(n)" "banana" "\\2\\1"))
(show (regex-quote "a.b*c"))
(show (regex? "a"))
(show (regex-split "" "abc"))
(show (regex-replace* "a" "banana" (lambda (m) (string-upcase m))))
; expect: ("abbbc" "bbb")
; expect: ("abbbc" "bbb" #f)
; expect: #f
; expect: ("b")
; expect: ((2 . 7) (3 . 6))
; expect: ("a" "b" "" "c")
; expect: ("" "a" "b" "c" "")
; expect: "bonana"
; expect: "bonono"
; expect: "b2121a"
; expect: "\\Qa.b*c\\E"
; expect: #f
; expect: ("" "a" "b" "c" "")
; expect: "bAnAnA"
(regex-match "a(" "a")
; expect runtime error: regex-match: bad regular expression "a(": Unclosed group
