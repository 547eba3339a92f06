(define-library (srfilib util)
  (export firsts char-digit? (rename take my-take))
  (import (scheme base) (srfi 1) (srfi 14))
  (begin
    (define (firsts l) (map first l))
    (define (char-digit? c) (char-set-contains? char-set:digit c))))
