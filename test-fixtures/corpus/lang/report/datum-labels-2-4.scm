; R7RS 2.4 datum labels in program text: a quoted literal may be circular or share structure.
; The constant is built once, back references patched, and sharing kept (eq? holds).
(import (scheme base) (scheme cxr) (scheme write) (scheme eval))
(define (show x) (write x) (newline))
(define ring '#1=(a b . #1#))
(show ring)
; expect: #0=(a b . #0#)
(show (eq? ring (cddr ring)))
; expect: #t
(show (list (car ring) (cadr ring) (car (cddddr ring))))
; expect: (a b a)
(define self-vector '#0=#(1 #0#))
(show self-vector)
; expect: #0=#(1 #0#)
(show (eq? self-vector (vector-ref self-vector 1)))
; expect: #t
; A vector is self-evaluating, so the quote is optional.
(define bare-vector #0=#(x #0# y))
(show (eq? bare-vector (vector-ref bare-vector 1)))
; expect: #t
(define shared '(#0=(x) #0#))
(write-shared shared)
(newline)
; expect: (#0=(x) #0#)
(show (eq? (car shared) (cadr shared)))
; expect: #t
; Sharing and cycles survive inside procedures and across calls: the literal is one object.
(define (get-ring) '#5=(1 2 3 . #5#))
(show (eq? (get-ring) (get-ring)))
; expect: #t
(show (eq? (get-ring) (cdddr (get-ring))))
; expect: #t
(define (get-shared) '(#0=(y) #0#))
(show (eq? (car (get-shared)) (cadr (get-shared))))
; expect: #t
; A labelled list in a dotted tail stays that list, before or after its other reference.
(define dotted-shared '(#0=(y) . #0#))
(show (eq? (car dotted-shared) (cdr dotted-shared)))
; expect: #t
(define tail-first '((a . #0=(y z)) #0#))
(show (list tail-first (eq? (cdar tail-first) (cadr tail-first))))
; expect: (((a y z) (y z)) #t)
; Nested labels: an inner cycle inside an outer one.
(define nested '#0=(#1=(p . #1#) . #0#))
(show (eq? nested (cdr nested)))
; expect: #t
(show (eq? (car nested) (cdar nested)))
; expect: #t
; A quasiquoted constant is the same literal.
(define qq `#0=(q . #0#))
(show (eq? qq (cdr qq)))
; expect: #t
(show (let ((x `(1 ,(+ 1 1) #0=(z . #0#)))) (list (cadr x) (eq? (caddr x) (cdaddr x)))))
; expect: (2 #t)
; equal? on circular literals terminates (R7RS 6.1).
(show (equal? '#0=(a b . #0#) '#1=(a b a b . #1#)))
; expect: #t
; eval receives the circular datum through its written form.
(define evaluated (eval ''#0=(a . #0#) (environment '(scheme base))))
(show evaluated)
; expect: #0=(a . #0#)
(show (eq? evaluated (cdr evaluated)))
; expect: #t
