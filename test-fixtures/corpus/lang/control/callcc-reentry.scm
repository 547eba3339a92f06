; A continuation re-entered after its call/cc returned. The re-entry happens inside one top-level
; form, so a compiled program and a REPL session (which delimits continuations at each form) agree.
(let ((saved #f)
      (count 0))
  (display (call/cc (lambda (k) (set! saved k) 'first)))
  (newline)
  (set! count (+ count 1))
  (if (< count 3) (saved 'again)))
; expect: first
; expect: again
; expect: again
