; R7RS 6.13 input and output: string and bytevector ports, textual and binary input and output
; with ranges, read, write, write-shared, write-simple, display, port predicates.
(import (scheme base) (scheme char) (scheme read) (scheme write))
(define (show x) (write x) (newline))
(define (in s) (open-input-string s))
(show (input-port? (in "x")))
; expect: #t
(show (output-port? (in "x")))
; expect: #f
(show (textual-port? (in "x")))
; expect: #t
(show (binary-port? (in "x")))
; expect: #f
(show (port? (in "x")))
; expect: #t
(show (port? "x"))
; expect: #f
(show (binary-port? (open-input-bytevector #u8(1))))
; expect: #t
(show (textual-port? (open-output-bytevector)))
; expect: #f
(show (output-port? (open-output-string)))
; expect: #t
(show (input-port-open? (in "x")))
; expect: #t
(show (let ((p (in "x"))) (close-port p) (input-port-open? p)))
; expect: #f
(show (let ((p (open-output-string))) (close-output-port p) (output-port-open? p)))
; expect: #f
(show (let ((p (in "x"))) (close-input-port p) (input-port-open? p)))
; expect: #f
(show (eof-object? (eof-object)))
; expect: #t
(show (eof-object? 'eof))
; expect: #f
(show (read-char (in "abc")))
; expect: #\a
(show (let ((p (in "abc"))) (read-char p) (read-char p)))
; expect: #\b
(show (eof-object? (read-char (in ""))))
; expect: #t
(show (let ((p (in "xy"))) (list (peek-char p) (peek-char p) (read-char p) (read-char p))))
; expect: (#\x #\x #\x #\y)
(show (eof-object? (peek-char (in ""))))
; expect: #t
(show (read-line (in "first line\nsecond")))
; expect: "first line"
(show (let ((p (in "a\nb\n"))) (list (read-line p) (read-line p) (eof-object? (read-line p)))))
; expect: ("a" "b" #t)
(show (let ((p (in "cr\r\nlf\n"))) (list (read-line p) (read-line p))))
; expect: ("cr" "lf")
(show (read-line (in "\nafter empty")))
; expect: ""
(show (eof-object? (read-line (in ""))))
; expect: #t
(show (read-string 3 (in "abcdef")))
; expect: "abc"
(show (read-string 10 (in "abc")))
; expect: "abc"
(show (eof-object? (read-string 3 (in ""))))
; expect: #t
(show (read-string 0 (in "abc")))
; expect: ""
(show (let ((p (in "abcdef"))) (read-string 2 p) (read-string 2 p)))
; expect: "cd"
(show (char-ready? (in "a")))
; expect: #t
(show (char-ready? (in "")))
; expect: #t
(show (read (in "(a . b)")))
; expect: (a . b)
(show (read (in "#(1 \"two\" #\\3)")))
; expect: #(1 "two" #\3)
(show (read (in "  ; comment\n sym")))
; expect: sym
(show (read (in "#| block |# 42")))
; expect: 42
(show (read (in "#;(skipped) kept")))
; expect: kept
(show (read (in "'q")))
; expect: (quote q)
(show (read (in "`(a ,b ,@c)")))
; expect: (quasiquote (a (unquote b) (unquote-splicing c)))
(show (let ((p (in "1 2"))) (list (read p) (read p) (eof-object? (read p)))))
; expect: (1 2 #t)
(show (read (in "#u8(1 2)")))
; expect: #u8(1 2)
(show (read (in "|sym with space|")))
; expect: |sym with space|
(show (read (in "\"str\\n\"")))
; expect: "str\n"
(show (read (in "#\\x41")))
; expect: #\A
(show (read (in "-1/2")))
; expect: -1/2
(show (read (in "#!fold-case ABC")))
; expect: abc
(show (let ((x (read (in "#0=(a . #0#)")))) (eq? x (cdr x))))
; expect: #t
(show (let ((p (open-output-string))) (write 'abc p) (write-char #\space p) (display "x y" p) (get-output-string p)))
; expect: "abc x y"
(show (let ((p (open-output-string))) (write "a\"b" p) (get-output-string p)))
; expect: "\"a\\\"b\""
(show (let ((p (open-output-string))) (display #\a p) (write #\a p) (get-output-string p)))
; expect: "a#\\a"
(show (let ((p (open-output-string))) (write-string "hello" p) (get-output-string p)))
; expect: "hello"
(show (let ((p (open-output-string))) (write-string "hello" p 1) (get-output-string p)))
; expect: "ello"
(show (let ((p (open-output-string))) (write-string "hello" p 1 3) (get-output-string p)))
; expect: "el"
(show (let ((p (open-output-string))) (newline p) (get-output-string p)))
; expect: "\n"
(show (let ((p (open-output-string))) (write-char #\λ p) (get-output-string p)))
; expect: "λ"
(show (let ((p (open-output-string))) (display 1.5 p) (display '(1 "two" #\3) p) (get-output-string p)))
; expect: "1.5(1 two 3)"
(show (let ((p (open-output-string))) (write '(1 "two" #\3) p) (get-output-string p)))
; expect: "(1 \"two\" #\\3)"
(show (let ((p (open-output-string))) (write 'a p) (flush-output-port p) (get-output-string p)))
; expect: "a"
(show (let ((p (open-output-string))) (write "x" p) (write "y" p) (list (get-output-string p) (get-output-string p))))
; expect: ("\"x\"\"y\"" "\"x\"\"y\"")
(show (let ((x (list 1 2))) (let ((p (open-output-string))) (write (list x x) p) (get-output-string p))))
; expect: "((1 2) (1 2))"
(show (let ((x (list 1 2))) (let ((p (open-output-string))) (write-shared (list x x) p) (get-output-string p))))
; expect: "(#0=(1 2) #0#)"
(show (let ((x (list 1 2))) (let ((p (open-output-string))) (write-simple (list x x) p) (get-output-string p))))
; expect: "((1 2) (1 2))"
(show (let ((c (list 'a 'b))) (set-cdr! (cdr c) c) (let ((p (open-output-string))) (write c p) (get-output-string p))))
; expect: "#0=(a b . #0#)"
(show (let ((c (list 'a 'b))) (set-cdr! (cdr c) c) (let ((p (open-output-string))) (write-shared c p) (get-output-string p))))
; expect: "#0=(a b . #0#)"
(show (let ((v (vector 1 2))) (vector-set! v 1 v) (let ((p (open-output-string))) (write v p) (get-output-string p))))
; expect: "#0=#(1 #0#)"
(show (let ((p (open-output-string))) (write '|a b| p) (write '|| p) (get-output-string p)))
; expect: "|a b|||"
(show (let ((p (open-output-string))) (display '|a b| p) (get-output-string p)))
; expect: "a b"
(show (let ((p (open-output-string))) (write (string #\tab #\x7) p) (get-output-string p)))
; expect: "\"\\t\\a\""
(define bin (open-input-bytevector #u8(1 2 3 4 5)))
(show (read-u8 bin))
; expect: 1
(show (peek-u8 bin))
; expect: 2
(show (read-u8 bin))
; expect: 2
(show (u8-ready? bin))
; expect: #t
(show (read-bytevector 2 bin))
; expect: #u8(3 4)
(show (read-bytevector 10 bin))
; expect: #u8(5)
(show (eof-object? (read-u8 bin)))
; expect: #t
(show (eof-object? (peek-u8 bin)))
; expect: #t
(show (eof-object? (read-bytevector 1 bin)))
; expect: #t
(show (u8-ready? bin))
; expect: #t
(show (let ((bv (make-bytevector 5 0)) (p (open-input-bytevector #u8(7 8 9)))) (list (read-bytevector! bv p 1) bv)))
; expect: (3 #u8(0 7 8 9 0))
(show (let ((bv (make-bytevector 4 0)) (p (open-input-bytevector #u8(7 8 9)))) (list (read-bytevector! bv p 1 3) bv)))
; expect: (2 #u8(0 7 8 0))
(show (let ((bv (make-bytevector 2 0)) (p (open-input-bytevector #u8()))) (eof-object? (read-bytevector! bv p))))
; expect: #t
(show (let ((p (open-output-bytevector))) (write-u8 65 p) (write-u8 255 p) (get-output-bytevector p)))
; expect: #u8(65 255)
(show (let ((p (open-output-bytevector))) (write-bytevector #u8(1 2 3 4) p) (get-output-bytevector p)))
; expect: #u8(1 2 3 4)
(show (let ((p (open-output-bytevector))) (write-bytevector #u8(1 2 3 4) p 2) (get-output-bytevector p)))
; expect: #u8(3 4)
(show (let ((p (open-output-bytevector))) (write-bytevector #u8(1 2 3 4) p 1 3) (get-output-bytevector p)))
; expect: #u8(2 3)
(show (get-output-bytevector (open-output-bytevector)))
; expect: #u8()
(show (call-with-port (in "from port") read-line))
; expect: "from port"
(show (let ((p (in "x"))) (call-with-port p read-char) (input-port-open? p)))
; expect: #f
(show (let ((p (open-output-string))) (parameterize ((current-output-port p)) (display "redirected") (write 'sym)) (get-output-string p)))
; expect: "redirectedsym"
(show (input-port? (current-input-port)))
; expect: #t
(show (output-port? (current-output-port)))
; expect: #t
(show (output-port? (current-error-port)))
; expect: #t
(show (guard (e (#t 'closed-port-error)) (let ((p (in "x"))) (close-port p) (read-char p))))
; expect: closed-port-error
