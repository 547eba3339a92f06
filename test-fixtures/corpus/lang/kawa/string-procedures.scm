; Kawa's string procedures of its default environment beyond R7RS: string-append! and
; string-replace! (which change a mutable string's length), string-capitalize(!),
; string-contains-right, string-repeat, string-remove and the string-normalize-* procedures.
; Expected output is Kawa 3.1.1's. string-append! returns #!void, as Kawa declares it; Kawa's
; compiler turns a call with exactly one value into an append that returns the string.
(define (p x) (write x) (newline))

; string-append! appends strings and characters to a mutable string.
(define s (string-copy "abc"))
(string-append! s "def" "g")
(p s)
; expect: "abcdefg"
(p (string-append! s #\h "" "ij"))
; expect: #!void
(p (list s (string-length s)))
; expect: ("abcdefghij" 10)
(define e (make-string 0))
(string-append! e)
(p e)
; expect: ""
(string-append! e "x\x3bb;")
(p (list e (string-length e) (char->integer (string-ref e 1))))
; expect: ("xλ" 2 955)

; string-replace! dst dst-start dst-end src [src-start [src-end]]: the string grows or shrinks.
(define u (string-copy "hello world"))
(p (string-replace! u 0 5 "HOWDY-DOODY"))
; expect: #!void
(p u)
; expect: "HOWDY-DOODY world"
(string-replace! u 0 11 "bye" 1)
(p u)
; expect: "ye world"
(string-replace! u 0 2 "xyzw" 1 3)
(p u)
; expect: "yz world"
(string-replace! u 2 8 "")
(p u)
; expect: "yz"
(string-replace! u 1 1 "--")
(p (list u (string-length u)))
; expect: ("y--z" 4)

; string-capitalize: a letter or digit after neither is title-cased, any other is downcased.
(p (string-capitalize "hELLO wORLD foo-bar"))
; expect: "Hello World Foo-Bar"
(p (string-capitalize "don't 3com x1y \xf1;and\xfa; \x1c6;emal"))
; expect: "Don'T 3com X1y Ñandú ǅemal"
(define c (string-copy "aBC dEF"))
(p (string-capitalize! c))
; expect: "Abc Def"
(p c)
; expect: "Abc Def"

; string-contains-right s1 s2 [start1 end1 start2 end2]: where the last match starts.
(p (list (string-contains-right "abab" "ab") (string-contains-right "abab" "x")
         (string-contains-right "abab" "") (string-contains-right "aaa" "aa")))
; expect: (2 #f 4 1)
(p (list (string-contains-right "abcabc" "bc" 2) (string-contains-right "abcabc" "bc" 0 3)
         (string-contains-right "abcabc" "bc" 0 4) (string-contains-right "abcabc" "xbc" 0 6 1 3)))
; expect: (4 1 1 4)

; string-repeat takes a string or a character.
(p (list (string-repeat "ab" 3) (string-repeat "ab" 0) (string-repeat "" 5) (string-repeat #\a 3)))
; expect: ("ababab" "" "" "aaa")

; string-remove pred s [start end]: string-filter's complement.
(p (list (string-remove char-alphabetic? "a1b2") (string-remove char-alphabetic? "a1b2c3" 1 5)))
; expect: ("12" "12")

; Unicode normalization forms.
(p (list (string-length (string-normalize-nfd "\xe9;")) (string-length (string-normalize-nfc "e\x301;"))))
; expect: (2 1)
(p (list (string=? (string-normalize-nfd "\xe9;") "e\x301;") (string=? (string-normalize-nfc "e\x301;") "\xe9;")))
; expect: (#t #t)
(p (list (string-normalize-nfkd "\xfb01;") (string-normalize-nfkc "\x2460;") (string-normalize-nfc "\xfb01;")))
; expect: ("fi" "1" "ﬁ")
