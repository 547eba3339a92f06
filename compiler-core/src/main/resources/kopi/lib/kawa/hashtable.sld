;; Kawa's (kawa hashtable): the class of the hash tables (Kopi's are kopi.runtime.HashTable, the
;; tables of both SRFI 69 and (rnrs hashtables)) and hashtable-check-mutable. Every Kopi table is
;; mutable, so the check only checks the type.
(define-library (kawa hashtable)
  (import (kawa base))
  (export hashtable hashtable-check-mutable)
  (begin
    (define-alias hashtable kopi.runtime.HashTable)
    (define (hashtable-check-mutable (table ::hashtable)) ::void
      #!void)))
