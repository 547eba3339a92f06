; An R7RS library in a .scm file, required by modules-require-library.scm.
(define-library (helpers r7rs-counter)
  (export next-count!)
  (import (scheme base))
  (begin
    (define count 0)
    (define (next-count!) (set! count (+ count 1)) count)))
