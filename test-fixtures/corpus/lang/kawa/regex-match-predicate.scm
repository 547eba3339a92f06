; Kawa's (kawa regex) regex-match?: whether the regex matches some part of the string, from start
; to end when given. Expected output from Kawa 3.1.1.
(import (kawa regex))
(write (list (regex-match? "a+b" "aaab") (regex-match? "b" "abc") (regex-match? "x" "abc")
  (regex-match? #/B/i "abc") (regex-match? "a" "abca" 1) (regex-match? "a" "abca" 1 3)
  (regex-match? "^b" "abc" 1)))
(newline)
; expect: (#t #t #f #t #t #f #t)
