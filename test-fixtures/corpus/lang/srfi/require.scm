; Kawa's (require 'feature) imports the SRFI a feature name stands for.
; Expected output from Kawa 3.1.1.
(require 'srfi-1)
(require 'string-lib)
(require 'srfi-95)
(display (list (take '(1 2 3) 2) (string-pad "7" 3 #\0) (sorted? '(1 2 3) <)))
(newline)
; expect: ((1 2) 007 #t)
