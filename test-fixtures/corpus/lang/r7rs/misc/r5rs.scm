; (scheme r5rs): the R5RS names, including the deeper cxr, force and the file and eval procedures.
(import (scheme r5rs))
(write (list (cadddr '(1 2 3 4)) (force (delay 5)) (char-upcase #\a) (exact->inexact 1/2) (procedure? with-input-from-file)))
(newline)
; expect: (4 5 #\A 0.5 #t)
(write (eval '(+ 1 2) (scheme-report-environment 5)))
(newline)
; expect: 3
