;; R6RS (rnrs hashtables), over the hash tables of the default environment (whose R6RS names
;; make-eq-hashtable, hashtable-ref, hashtable-set!, ... are builtins).
(define-library (rnrs hashtables)
  (import (scheme base)
          (only (kawa base) make-eq-hashtable make-eqv-hashtable make-hashtable hashtable?
                hashtable-size hashtable-ref hashtable-set! hashtable-delete! hashtable-contains?
                hashtable-update! hashtable-clear! hashtable-keys equal-hash
                string-hash hash-table-ref hashtable-copy hashtable-mutable?)
          (only (srfi 69) string-ci-hash hash-table-equivalence-function hash-table-hash-function))
  (export make-eq-hashtable make-eqv-hashtable make-hashtable hashtable? hashtable-size
          hashtable-ref hashtable-set! hashtable-delete! hashtable-contains? hashtable-update!
          hashtable-copy hashtable-clear! hashtable-keys hashtable-entries
          hashtable-equivalence-function hashtable-hash-function hashtable-mutable? equal-hash
          string-hash string-ci-hash symbol-hash)
  (begin
    (define (hashtable-entries table)
      (let ((keys (hashtable-keys table)))
        (values keys (vector-map (lambda (k) (hash-table-ref table k)) keys))))
    (define (hashtable-equivalence-function table) (hash-table-equivalence-function table))
    (define (hashtable-hash-function table) (hash-table-hash-function table))
    (define (symbol-hash s) (string-hash (symbol->string s)))))
