; format's ~<...~> justification and the pretty-printer directives ~i and ~_, which format
; without a pretty-printer leaves out. Expected output from Kawa 3.1.1 except where noted:
; Kawa leaves a single segment unpadded ("abc|"), where Common Lisp right-justifies it; Kawa
; rejects the : and @ modifiers and the colinc, minpad and padchar parameters ("not
; implemented"); and after a ~^ in a segment Kawa drops the rest of the control string ("|").
(define (p x) (write x) (newline))
(p (format "~10<abc~;def~>|"))
; expect: "abc    def|"
(p (format "~20<a~;b~;c~>|"))
; expect: "a        b         c|"
(p (format "~10<~a~;~a~>|" 1 2))
; expect: "1        2|"
(p (format "~20<~a~;~a~;~a~>|" "x" "yy" "zzz"))
; expect: "x       yy       zzz|"
(p (format "~5<abcdef~;gh~>|"))
; expect: "abcdefgh|"
(p (format "~<~>|"))
; expect: "|"
(p (format "[~i~_~:_~@_~:i]" 3))
; expect: "[]"
(p (format "a~_b"))
; expect: "ab"
; Kopi only (see above):
(p (format "~10<abc~>|"))
; expect: "       abc|"
(p (list (format "~10:<abc~>|") (format "~10@<abc~>|") (format "~10:@<abc~>|")))
; expect: ("       abc|" "abc       |" "   abc    |")
(p (format "~8,,,'*<a~;b~>|"))
; expect: "a******b|"
(p (format "~5,3<abcdef~;gh~>|"))
; expect: "abcdefgh|"
(p (format "~10,,2<a~;b~>|"))
; expect: "a        b|"
(p (format "~20<~a~^~;~a~>|" 1))
; expect: "                   1|"
