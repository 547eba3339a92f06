; SRFI 34: exception handling (Kawa 3.1.1 has no (srfi 34) library; the forms are R7RS's).
; Expected output: the SRFI 34 document's examples, checked with Kawa 3.1.1 without the import.
(import (scheme base) (scheme write) (srfi 34))
(define (show x . xs) (write x) (for-each (lambda (y) (display " ") (write y)) xs) (newline))
; The examples of the SRFI 34 document.
(show (call-with-current-continuation
  (lambda (k)
    (with-exception-handler
      (lambda (x) (k (list 'condition: x)))
      (lambda () (+ 1 (raise 'an-error)))))))
(show (guard (condition ((assq 'a condition) => cdr) ((assq 'b condition))) (raise (list (cons 'a 42)))))
(show (guard (condition ((assq 'a condition) => cdr) ((assq 'b condition))) (raise (list (cons 'b 23)))))
(show (guard (condition ((symbol? condition) (list 'symbol condition)) ((string? condition) 'string)) (raise 'boom)))
(show (guard (condition (else (list 'caught condition))) (guard (inner ((string? inner) 'inner-string)) (raise 7))))
; expect: (condition: an-error)
; expect: 42
; expect: (b . 23)
; expect: (symbol boom)
; expect: (caught 7)
