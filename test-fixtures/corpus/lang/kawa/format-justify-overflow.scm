; format's ~< ... ~> with a first clause ended by ~:; (Common Lisp, CLHS 22.3.6.2): the first
; clause is a line prefix, processed but written before the justified text only when that text
; does not fit on the line (72 columns, or the second parameter of ~:;) with the first parameter's
; columns to spare. Kawa 3.1.1 writes the prefix every time, even when the text fits; that is
; plainly wrong, and here the lines where the text fits are Common Lisp's answer (Kawa prints
; "[\n>> short]", "\nNL0123456789", "xxxx\nNL0123456789" twice, "\nNL01234          56789",
; ";; words: \n;; a-rather-long-word\n;; another-long-word" and "headbody" for them). The lines
; where the prefix is written are Kawa's output.
(define (show s) (write s) (newline))
(show (format #f "[~<~%>> ~:;~a~>]" "short"))
(show (format #f "~<~%NL~,20:;~a~;~a~>" "01234" "56789"))
(show (format #f "~<~%NL~,8:;~a~;~a~>" "01234" "56789"))
(show (format #f "xxxxxxxxxxxxxxxx~<~%NL~,20:;~a~>" "0123456789"))
(show (format #f "xxxx~<~%NL~,20:;~a~>" "0123456789"))
(show (format #f "xxxx~<~%NL~6,20:;~a~>" "0123456789"))
(show (format #f "xxxx~<~%NL~7,20:;~a~>" "0123456789"))
(show (format #f "~<~%NL~,20:;~20<~a~;~a~>~>" "01234" "56789"))
(show (format #f "ab~<~%NL~,10:;~15a~>" "x"))
(show (format #f "~a~<~%;; ~1,30:;~a~>~<~%;; ~1,30:;~a~>" ";; words: " "a-rather-long-word" "another-long-word"))
(show (format #f "~<~a~,5:;~a~>" "head" "body"))
(show (format #f "~<~a~,5:;~a~>" "head" "bodies"))
; expect: "[short]"
; expect: "0123456789"
; expect: "\nNL0123456789"
; expect: "xxxxxxxxxxxxxxxx\nNL0123456789"
; expect: "xxxx0123456789"
; expect: "xxxx0123456789"
; expect: "xxxx\nNL0123456789"
; expect: "01234          56789"
; expect: "ab\nNLx              "
; expect: ";; words: a-rather-long-word\n;; another-long-word"
; expect: "body"
; expect: "headbodies"
