; Code after a call that never returns (error, raise, exit, throw) in the same sequence is a
; warning; the editor offers to remove it.
(define (check x)
  (if (< x 0)
      (begin (error "negative:" x) (display "never") 1)
;                                  ^^^^^^^^^^^^^^^^^^^ warning: unreachable code: the call before it never returns
      x))
(define (stop)
  (raise 'stopped)
  'unreachable)
; ^^^^^^^^^^^^ warning: unreachable code: the call before it never returns
(display (check 2))
(newline)
; expect: 2
