; (scheme process-context): emergency-exit does not run outstanding dynamic-wind after-thunks.
(import (scheme base) (scheme process-context) (scheme write))
(dynamic-wind
  (lambda () (display "before") (newline))
  (lambda () (emergency-exit))
  (lambda () (display "after") (newline)))
; expect: before
(display "not reached")
