; A local procedure bound once and never assigned is known too.
(let ((twice (lambda (x) (* 2 x))))
  (display (twice 1 2)))
;          ^^^^^^^^^^^ error: twice: expected 1 argument, got 2
