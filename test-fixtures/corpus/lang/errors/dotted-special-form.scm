(if #t 1 . 2)
; ^^^^^^^^^^^^^@0 error: expected a proper list for if, got (if #t 1 . 2)
