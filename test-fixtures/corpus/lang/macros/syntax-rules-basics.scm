; syntax-rules with literals, several clauses, and _ in patterns.
(define-syntax swap!
  (syntax-rules ()
    ((_ a b) (let ((tmp a)) (set! a b) (set! b tmp)))))
(define x 1)
(define y 2)
(swap! x y)
(write (list x y))
(newline)
; expect: (2 1)
(define-syntax my-if
  (syntax-rules (then else)
    ((_ c then t else e) (if c t e))
    ((_ c then t) (if c t #f))))
(write (list (my-if #t then 'yes else 'no) (my-if #f then 'yes)))
(newline)
; expect: (yes #f)
(define-syntax second
  (syntax-rules ()
    ((_ _ b . _) 'b)))
(write (second 1 2 3 4))
(newline)
; expect: 2
