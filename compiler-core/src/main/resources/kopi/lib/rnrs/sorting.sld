;; R6RS (rnrs sorting): list-sort and vector-sort are the default environment's builtins;
;; vector-sort! takes the ordering first, as R6RS has it (the default environment's vector-sort!
;; takes the vector first, and so does this one when given the vector first).
(define-library (rnrs sorting)
  (import (scheme base) (only (kawa base) list-sort vector-sort)
          (rename (only (kawa base) vector-sort!) (vector-sort! %vector-sort!)))
  (export list-sort vector-sort vector-sort!)
  (begin
    (define (vector-sort! a b)
      (if (procedure? a) (%vector-sort! b a) (%vector-sort! a b)))))
