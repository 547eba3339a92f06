; write spells characters with their R7RS names; display prints the character itself.
(write (list #\a #\space #\newline #\tab #\null #\delete #\escape #\alarm #\backspace #\return))
(newline)
; expect: (#\a #\space #\newline #\tab #\null #\delete #\escape #\alarm #\backspace #\return)
(write #\x41)
(newline)
; expect: #\A
(display (list #\a #\b))
(newline)
; expect: (a b)
