;; SRFI 38: external representation of shared structure, which R7RS's write-shared and read
;; (datum labels #n= and #n#) already give.
(define-library (srfi 38)
  (import (scheme base) (scheme write) (scheme read))
  (export write-with-shared-structure read-with-shared-structure)
  (begin
    (define (write-with-shared-structure obj . port+optarg)
      (write-shared obj (if (pair? port+optarg) (car port+optarg) (current-output-port))))
    (define (read-with-shared-structure . port)
      (read (if (pair? port) (car port) (current-input-port))))))
