;; Chez Scheme prelude (the harness puts it in place of a program's R7RS import line and runs
;; the result as an R6RS top-level program: scheme --optimize-level 3 --program FILE).
;; Chez Scheme 9.5 has no (scheme base); this gives the R7RS names the programs use.
(import (except (chezscheme) define-record-type)
        (rename (only (chezscheme) define-record-type) (define-record-type r6rs:define-record-type)))

;; R7RS record definitions as R6RS ones; the constructor takes the fields in order.
(define-syntax define-record-type
  (syntax-rules ()
    ((_ type (constructor argument ...) predicate spec ...)
     (r7rs-record-fields (type constructor predicate (argument ...)) (spec ...) ()))))

(define-syntax r7rs-record-fields
  (syntax-rules ()
    ((_ (type constructor predicate (argument ...)) () (field ...))
     (r6rs:define-record-type (type constructor predicate)
       (protocol (lambda (new) (lambda (argument ...) (new argument ...))))
       (fields field ...)))
    ((_ header ((name accessor modifier) spec ...) (field ...))
     (r7rs-record-fields header (spec ...) (field ... (mutable name accessor modifier))))
    ((_ header ((name accessor) spec ...) (field ...))
     (r7rs-record-fields header (spec ...) (field ... (immutable name accessor))))))

(define (current-jiffy)
  (let ((now (current-time 'time-monotonic)))
    (+ (* (time-second now) 1000000000) (time-nanosecond now))))
(define (jiffies-per-second) 1000000000)
(define (current-second)
  (let ((now (current-time 'time-utc)))
    (+ (time-second now) (/ (time-nanosecond now) 1e9))))
(define (exact-integer? z) (and (integer? z) (exact? z)))
(define (square x) (* x x))
(define (write-string string . port)
  (put-string (if (null? port) (current-output-port) (car port)) string))
(define (read-line . port)
  (get-line (if (null? port) (current-input-port) (car port))))
