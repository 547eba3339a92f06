; An escape-only use of call/cc for early exit from a nested search.
(define (find-first pred tree)
  (call/cc
    (lambda (found)
      (let walk ((t tree))
        (cond ((pair? t) (walk (car t)) (walk (cdr t)))
              ((pred t) (found t))
              (else #f)))
      'none)))
(write (list (find-first (lambda (x) (and (number? x) (> x 10))) '(1 (2 (30 4)) 50))
             (find-first string? '(1 (2 3)))))
(newline)
; expect: (30 none)
