;; SRFI 41: streams. A stream is a record holding a promise whose value is either the empty
;; stream's marker or a pair of a promise (the element) and a stream (the rest); stream-lazy is
;; R7RS delay-force on the inner promise, so a long chain of stream-lambda calls is forced in
;; constant space.
(define-library (srfi 41)
  (import (scheme base) (scheme case-lambda) (scheme lazy) (scheme read))
  (export
    stream-null stream-cons stream? stream-null? stream-pair? stream-car stream-cdr stream-lambda
    define-stream list->stream port->stream stream stream->list stream-append stream-concat
    stream-constant stream-drop stream-drop-while stream-filter stream-fold stream-for-each
    stream-from stream-iterate stream-length stream-let stream-map stream-match stream-of
    stream-range stream-ref stream-reverse stream-scan stream-take stream-take-while stream-unfold
    stream-unfolds stream-zip)
  (begin
    (define-record-type <stream> (make-stream promise) stream? (promise stream-promise))
    (define-record-type <stream-pare> (make-stream-pare kar kdr) stream-pare?
      (kar stream-kar) (kdr stream-kdr))
    (define stream-null (make-stream (delay '())))
    (define-syntax stream-lazy
      (syntax-rules () ((_ expr) (make-stream (delay-force (stream-promise expr))))))
    (define-syntax stream-cons
      (syntax-rules ()
        ((_ obj strm) (make-stream (delay (make-stream-pare (delay obj) (stream-lazy strm)))))))
    (define-syntax stream-lambda
      (syntax-rules () ((_ formals body0 body1 ...) (lambda formals (stream-lazy (let () body0 body1 ...))))))
    (define (check-stream who x)
      (if (not (stream? x)) (error (string-append (symbol->string who) ": expected a stream, got") x)))
    (define (stream-force s) (force (stream-promise s)))
    (define (stream-null? x) (and (stream? x) (null? (stream-force x))))
    (define (stream-pair? x) (and (stream? x) (stream-pare? (stream-force x))))
    (define (stream-car s)
      (check-stream 'stream-car s)
      (let ((p (stream-force s)))
        (if (stream-pare? p) (force (stream-kar p)) (error "stream-car: null stream"))))
    (define (stream-cdr s)
      (check-stream 'stream-cdr s)
      (let ((p (stream-force s)))
        (if (stream-pare? p) (stream-kdr p) (error "stream-cdr: null stream"))))

    (define-syntax define-stream
      (syntax-rules () ((_ (name . formals) body0 body1 ...) (define name (stream-lambda formals body0 body1 ...)))))
    (define-syntax stream
      (syntax-rules () ((_) stream-null) ((_ x y ...) (stream-cons x (stream y ...)))))
    (define-syntax stream-let
      (syntax-rules ()
        ((_ tag ((name val) ...) body1 body2 ...)
         ((letrec ((tag (stream-lambda (name ...) body1 body2 ...))) tag) val ...))))
    (define (list->stream objs)
      (if (not (list? objs)) (error "list->stream: expected a list, got" objs))
      (let loop ((objs objs))
        (if (null? objs) stream-null (stream-cons (car objs) (loop (cdr objs))))))
    (define port->stream
      (case-lambda
        (() (port->stream (current-input-port)))
        ((port)
         (let loop ()
           (stream-lazy
             (let ((c (read-char port)))
               (if (eof-object? c) stream-null (stream-cons c (loop)))))))))
    (define stream->list
      (case-lambda
        ((s) (stream->list -1 s))
        ((n s)
         (if (not (integer? n)) (error "stream->list: expected a count, got" n))
         (check-stream 'stream->list s)
         (let loop ((n n) (s s) (acc '()))
           (if (or (= n 0) (stream-null? s))
               (reverse acc)
               (loop (- n 1) (stream-cdr s) (cons (stream-car s) acc)))))))
    (define (stream-append . ss)
      (for-each (lambda (s) (check-stream 'stream-append s)) ss)
      (let outer ((ss ss))
        (cond ((null? ss) stream-null)
              (else
               (let inner ((s (car ss)))
                 (stream-lazy
                   (if (stream-null? s)
                       (outer (cdr ss))
                       (stream-cons (stream-car s) (inner (stream-cdr s))))))))))
    (define (stream-concat ss)
      (check-stream 'stream-concat ss)
      (let outer ((ss ss))
        (stream-lazy
          (if (stream-null? ss)
              stream-null
              (let inner ((s (stream-car ss)))
                (stream-lazy
                  (if (stream-null? s)
                      (outer (stream-cdr ss))
                      (stream-cons (stream-car s) (inner (stream-cdr s))))))))))
    (define (stream-constant . objs)
      (if (null? objs)
          stream-null
          (let loop ((l objs))
            (stream-cons (car l) (loop (if (null? (cdr l)) objs (cdr l)))))))
    (define (stream-drop n s)
      (check-stream 'stream-drop s)
      (let loop ((n n) (s s))
        (stream-lazy (if (or (<= n 0) (stream-null? s)) s (loop (- n 1) (stream-cdr s))))))
    (define (stream-drop-while pred? s)
      (check-stream 'stream-drop-while s)
      (let loop ((s s))
        (stream-lazy (if (and (stream-pair? s) (pred? (stream-car s))) (loop (stream-cdr s)) s))))
    (define (stream-filter pred? s)
      (check-stream 'stream-filter s)
      (let loop ((s s))
        (stream-lazy
          (cond ((stream-null? s) stream-null)
                ((pred? (stream-car s)) (stream-cons (stream-car s) (loop (stream-cdr s))))
                (else (loop (stream-cdr s)))))))
    (define (stream-fold f base s)
      (check-stream 'stream-fold s)
      (let loop ((base base) (s s))
        (if (stream-null? s) base (loop (f base (stream-car s)) (stream-cdr s)))))
    (define (stream-for-each proc . ss)
      (if (null? ss) (error "stream-for-each: expected at least one stream"))
      (for-each (lambda (s) (check-stream 'stream-for-each s)) ss)
      (let loop ((ss ss))
        (if (not (any-null? ss))
            (begin (apply proc (map stream-car ss)) (loop (map stream-cdr ss))))))
    (define (any-null? ss) (and (pair? ss) (or (stream-null? (car ss)) (any-null? (cdr ss)))))
    (define stream-from
      (case-lambda
        ((first) (stream-from first 1))
        ((first step) (let loop ((x first)) (stream-cons x (loop (+ x step)))))))
    (define (stream-iterate f base)
      (let loop ((x base)) (stream-cons x (loop (f x)))))
    (define (stream-length s)
      (check-stream 'stream-length s)
      (let loop ((n 0) (s s)) (if (stream-null? s) n (loop (+ n 1) (stream-cdr s)))))
    (define (stream-map proc . ss)
      (if (null? ss) (error "stream-map: expected at least one stream"))
      (for-each (lambda (s) (check-stream 'stream-map s)) ss)
      (let loop ((ss ss))
        (stream-lazy
          (if (any-null? ss)
              stream-null
              (stream-cons (apply proc (map stream-car ss)) (loop (map stream-cdr ss)))))))
    (define stream-range
      (case-lambda
        ((first past) (stream-range first past (if (< first past) 1 -1)))
        ((first past step)
         (let ((more? (if (> step 0) < >)))
           (let loop ((x first))
             (stream-lazy (if (more? x past) (stream-cons x (loop (+ x step))) stream-null)))))))
    (define (stream-ref s n)
      (check-stream 'stream-ref s)
      (let loop ((s s) (n n))
        (cond ((stream-null? s) (error "stream-ref: the stream is too short"))
              ((= n 0) (stream-car s))
              (else (loop (stream-cdr s) (- n 1))))))
    (define (stream-reverse s)
      (check-stream 'stream-reverse s)
      (let loop ((s s) (acc stream-null))
        (stream-lazy (if (stream-null? s) acc (loop (stream-cdr s) (stream-cons (stream-car s) acc))))))
    (define (stream-scan f base s)
      (check-stream 'stream-scan s)
      (let loop ((base base) (s s))
        (stream-cons base
          (if (stream-null? s) stream-null (loop (f base (stream-car s)) (stream-cdr s))))))
    (define (stream-take n s)
      (check-stream 'stream-take s)
      (let loop ((n n) (s s))
        (stream-lazy
          (if (or (<= n 0) (stream-null? s))
              stream-null
              (stream-cons (stream-car s) (loop (- n 1) (stream-cdr s)))))))
    (define (stream-take-while pred? s)
      (check-stream 'stream-take-while s)
      (let loop ((s s))
        (stream-lazy
          (if (and (stream-pair? s) (pred? (stream-car s)))
              (stream-cons (stream-car s) (loop (stream-cdr s)))
              stream-null))))
    (define (stream-unfold mapper pred? generator base)
      (let loop ((base base))
        (stream-lazy
          (if (pred? base) (stream-cons (mapper base) (loop (generator base))) stream-null))))
    (define (stream-unfolds gen seed)
      (define (len-values gen seed)
        (call-with-values (lambda () (gen seed)) (lambda vs (- (length vs) 1))))
      (define unfold-result-stream
        (let loop ((seed seed))
          (stream-lazy
            (call-with-values (lambda () (gen seed))
              (lambda (next . results) (stream-cons results (loop next)))))))
      (define (result-stream->output-stream results i)
        (let loop ((results results))
          (stream-lazy
            (let ((result (list-ref (stream-car results) i)))
              (cond ((pair? result) (stream-cons (car result) (loop (stream-cdr results))))
                    ((not result) (loop (stream-cdr results)))
                    ((null? result) stream-null)
                    (else (error "stream-unfolds: a result must be a list, #f or ()" result)))))))
      (let ((n (len-values gen seed)))
        (let build ((i 0) (outputs '()))
          (if (= i n)
              (apply values (reverse outputs))
              (build (+ i 1) (cons (result-stream->output-stream unfold-result-stream i) outputs))))))
    (define (stream-zip . ss)
      (apply stream-map list ss))

    ;; stream-of: (stream-of expr clause ...), clauses (var in stream), (var is expr), or a test.
    (define-syntax stream-of
      (syntax-rules ()
        ((_ expr clause ...) (stream-of-aux expr stream-null clause ...))))
    (define-syntax stream-of-aux
      (syntax-rules (in is)
        ((_ expr base) (stream-cons expr base))
        ((_ expr base (var in s) rest ...)
         (let loop ((strm s))
           (stream-lazy
             (if (stream-null? strm)
                 base
                 (let ((var (stream-car strm)))
                   (stream-of-aux expr (loop (stream-cdr strm)) rest ...))))))
        ((_ expr base (var is e) rest ...)
         (let ((var e)) (stream-of-aux expr base rest ...)))
        ((_ expr base pred? rest ...)
         (if pred? (stream-of-aux expr base rest ...) base))))

    ;; stream-match: (stream-match stream (pattern [fender] expr) ...).
    (define-syntax stream-match
      (syntax-rules ()
        ((_ strm-expr clause ...)
         (let ((strm strm-expr))
           (check-stream 'stream-match strm)
           (stream-match-clauses strm clause ...)))))
    (define-syntax stream-match-clauses
      (syntax-rules ()
        ((_ strm) (error "stream-match: no pattern matches"))
        ((_ strm (pattern expr) clause ...)
         (stream-match-test strm pattern #t expr (stream-match-clauses strm clause ...)))
        ((_ strm (pattern fender expr) clause ...)
         (stream-match-test strm pattern fender expr (stream-match-clauses strm clause ...)))))
    ;; Binds the pattern's variables over strm, then runs expr when fender holds, else fail.
    (define-syntax stream-match-test
      (syntax-rules (_)
        ((_ strm () fender expr fail)
         (if (and (stream-null? strm) fender) expr fail))
        ((_ strm (p . ps) fender expr fail)
         (if (stream-pair? strm)
             (let ((head (stream-car strm)) (tail (stream-cdr strm)))
               (stream-match-bind head p
                 (stream-match-test tail ps fender expr fail) fail))
             fail))
        ((_ strm _ fender expr fail) (if fender expr fail))
        ((_ strm var fender expr fail) (let ((var strm)) (if fender expr fail)))))
    (define-syntax stream-match-bind
      (syntax-rules (_)
        ((_ value _ body fail) body)
        ((_ value var body fail) (let ((var value)) body))))))
