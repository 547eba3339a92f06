; Kawa's (read-line [port [handle-newline]]): 'trim (the default) drops the line's end, 'concat
; keeps it, 'peek leaves it in the port and 'split returns it as a second value ("" for a last
; line ended by the end of input). A line ends at \n, \r\n or \r. Also Kawa's
; (call-with-input-string string proc), which closes the port after proc returns.
; Expected output is Kawa 3.1.1's, except where noted: Kawa's 'peek consumes the line end when
; the line is already in the port's buffer (always, for a string port), and its 'split returns
; the last characters of the line as the "delimiter" (and fails on an empty line); Kopi does
; what the modes are documented to do.
(define (show-lines mode text)
  (let ((port (open-input-string text)))
    (let loop ()
      (let ((line (read-line port mode)))
        (write line)
        (if (not (eof-object? line)) (begin (display " ") (loop)))))
    (newline)))

(show-lines 'trim "abc\ndef\r\nghi\rjkl")
; expect: "abc" "def" "ghi" "jkl" #!eof
(show-lines 'concat "abc\ndef\r\nghi\rjkl")
; expect: "abc\n" "def\r\n" "ghi\r" "jkl" #!eof
(show-lines 'concat "\n\nx\n")
; expect: "\n" "\n" "x\n" #!eof
(show-lines 'trim "")
; expect: #!eof
(write (read-line (open-input-string "x\ny")))
(newline)
; expect: "x"

; 'peek: the line end stays in the port (Kawa's results are in brackets).
(define (p x) (write x) (newline))
(define port (open-input-string "abc\ndef\r\ngh"))
(p (read-line port 'peek))
; expect: "abc"
(p (peek-char port))
; expect: #\newline
; [#\d]
(p (read-char port))
; expect: #\newline
; [#\d]
(p (read-line port 'peek))
; expect: "def"
; ["ef"]
(p (read-string 2 port))
; expect: "\r\n"
; ["gh"]
(p (read-line port 'peek))
; expect: "gh"
; [#!eof]
(p (read-line port 'peek))
; expect: #!eof

; 'split: the line and its end (Kawa: "c", "ef", "i" and "" for the four lines).
(define (split-lines text)
  (let ((port (open-input-string text)))
    (let loop ()
      (call-with-values (lambda () (read-line port 'split))
        (lambda (line . end)
          (write (cons line end))
          (if (not (eof-object? line)) (begin (display " ") (loop))))))
    (newline)))
(split-lines "abc\ndef\r\nghi\rjkl")
; expect: ("abc" "\n") ("def" "\r\n") ("ghi" "\r") ("jkl" "") (#!eof)

(write (call-with-input-string "abc def" read))
(newline)
; expect: abc
(write (call-with-input-string "q\nr" (lambda (port) (read-line port 'concat))))
(newline)
; expect: "q\n"
(define kept (call-with-input-string "abc" (lambda (port) port)))
(write (input-port-open? kept))
(newline)
; expect: #f
(call-with-values (lambda () (call-with-input-string "" (lambda (port) (values 1 (read-char port)))))
  (lambda (a b) (write (list a b)) (newline)))
; expect: (1 #!eof)

; An empty line (Kawa fails with a StringIndexOutOfBoundsException).
(split-lines "\nx")
; expect: ("" "\n") ("x" "") (#!eof)
