; Kawa's #/regex/ literals read as java.util.regex.Pattern values, usable wherever (kawa regex)
; takes a pattern; \/ stands for a slash, the flag i makes the match case-insensitive.
; Expected output from Kawa 3.1.1.
(import (kawa regex))
(define (p x) (write x) (newline))
(p #/a+b/)
; expect: a+b
(p (regex-match #/a+(b)/ "xaab"))
; expect: ("aab" "b")
(p (regex-split #/,\s*/ "a, b,c"))
; expect: ("a" "b" "c")
(p (regex-replace* #/[0-9]/ "a1b2" "#"))
; expect: "a#b#"
(p (list (regex? #/x/) (string? #/x/) (equal? #/a/ #/a/)))
; expect: (#t #f #f)
(p #/a\/b/)
; expect: a/b
(p (regex-match #/A/i "a"))
; expect: ("a")
(p (regex-match-positions #/b+/ "abbc"))
; expect: ((1 . 3))
(p '#/a/)
; expect: a
(p #/\d+/)
; expect: \d+
(p (regex? (read (open-input-string "#/x+/"))))
; expect: #t
(define (digits s) (regex-match #/[0-9]+/ s))
(p (map digits '("a12" "b" "345")))
; expect: (("12") #f ("345"))
