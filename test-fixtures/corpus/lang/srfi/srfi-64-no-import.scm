; Expected output from Kawa 3.1.1.
; As in Kawa, test-begin is in the default environment and, at the top level, brings the rest of
; SRFI 64 with it: a Kawa test file needs no import. The log file is removed at the end.
(test-begin "no-import")
(test-equal "sum" 3 (+ 1 2))
(test-assert "wrong" (= 1 2))
(test-error (vector-ref (vector) 1))
(test-end "no-import")
(display (list (test-runner? (test-runner-null)) (test-runner-current)))
(newline)
(delete-file "no-import.log")
; expect: %%%% Starting test no-import  (Writing full log to "no-import.log")
; expect: srfi-64-no-import.scm:6: FAIL wrong
; expect: # of expected passes      2
; expect: # of unexpected failures  1
; expect: (#t #f)
