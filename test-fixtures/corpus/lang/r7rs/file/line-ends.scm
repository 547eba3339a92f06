; A file input port reads each line end, \r\n or a lone \r, as \n, as Kawa 3.1.1's file ports do;
; a string port and a binary port see the text as it is. Expected output from Kawa 3.1.1.
(define (show x) (write x) (newline))
(define name "/tmp/kopi-line-ends.txt")
(call-with-output-file name (lambda (port) (display "a\rb\r\nc\n\r\n\rd" port)))
(show (call-with-input-file name (lambda (port) (read-string 100 port))))
; expect: "a\nb\nc\n\n\nd"
(show (call-with-input-file name
        (lambda (port)
          (let loop ((chars '()))
            (let ((c (read-char port)))
              (if (eof-object? c) (reverse chars) (loop (cons c chars))))))))
; expect: (#\a #\newline #\b #\newline #\c #\newline #\newline #\newline #\d)
(show (call-with-input-file name (lambda (port) (read-char port) (peek-char port))))
(show (call-with-input-file name (lambda (port) (read-line port 'concat))))
(show (call-with-input-file name
        (lambda (port) (list (read-line port) (read-line port) (read-line port) (read-line port) (read-line port)))))
; expect: #\newline
; expect: "a\n"
; expect: ("a" "b" "c" "" "")
(call-with-output-file name (lambda (port) (display "(\"x\r\ny\")" port)))
(show (call-with-input-file name read))
; expect: ("x\ny")
(show (read-string 100 (open-input-string "a\rb\r\nc")))
(define bytes (open-binary-input-file name))
(show (read-bytevector 100 bytes))
(close-port bytes)
; expect: "a\rb\r\nc"
; expect: #u8(40 34 120 13 10 121 34 41)
(delete-file name)
