(display "partial")
(newline)
; expect: partial
(error "something failed:" 'widget 42)
; expect runtime error: something failed: widget 42
