; Vertical tab and form feed: write gives a string's as \v and \f and the characters as #\vtab
; and #\page, names the reader takes back, as Kawa 3.1.1 does. Expected output from Kawa 3.1.1.
(write (string (integer->char 11) #\a (integer->char 12)))
(newline)
(write (list (integer->char 11) (integer->char 12)))
(newline)
(write (map char->integer (list #\vtab #\page)))
(newline)
(write (read (open-input-string "(#\\vtab \"\\v\\f\")")))
(newline)
; expect: "\va\f"
; expect: (#\vtab #\page)
; expect: (11 12)
; expect: (#\vtab "\v\f")
