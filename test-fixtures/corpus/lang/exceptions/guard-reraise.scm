; A guard with no matching clause re-raises with raise-continuable in the dynamic environment of
; the original raise (R7RS 4.2.7): the outer handler's value goes back to the raise-continuable.
(write (with-exception-handler
  (lambda (c) 42)
  (lambda ()
    (guard (e ((string? e) 'string))
      (+ 1 (raise-continuable 'not-a-string))))))
(newline)
; expect: 43
(write (guard (outer (#t (list 'outer outer)))
  (guard (inner ((string? inner) 'inner))
    (raise 'sym))))
(newline)
; expect: (outer sym)
