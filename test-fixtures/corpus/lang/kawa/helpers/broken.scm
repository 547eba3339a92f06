; A Kawa module with a mistake, required by modules-require-broken.scm.
(define (broken x) (+ x undefined-thing))
