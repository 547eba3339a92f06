; A result declared with an object type (::list) is checked at the procedure's end, where the
; body could be either (the static check reports only a body that can never match).
(define (maybe-list flag) ::list
  (if flag '(a b) (vector 'a 'b)))
;                 ^^^^^^^^^^^^^^ warning: maybe-list: result expects list, got vector (checked at run time)
(display (maybe-list #t))
(newline)
(display (maybe-list #f))
; expect: (a b)
; expect runtime error: maybe-list: result expects list, got #(a b)
