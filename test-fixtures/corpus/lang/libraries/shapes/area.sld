(define-library (shapes area)
  (export square-area (rename rough-circle-area circle-ish) describe-shape)
  (import (scheme base))
  (begin
    (define (square-area side) (* side side))
    (define (rough-circle-area r) (* 3 r r))
    (define hidden-prefix "a "))
  (include "describe.inc"))
