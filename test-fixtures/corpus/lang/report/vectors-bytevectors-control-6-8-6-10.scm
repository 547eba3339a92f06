; R7RS 6.8 vectors, 6.9 bytevectors and 6.10 control features, with the report's examples.
; Re-entrant continuations are left to the call/cc fixtures of lang/control.
(import (scheme base) (scheme char) (scheme inexact) (scheme write))
(define (show x) (write x) (newline))
(show #(0 (2 2 2 2) "Anna"))
; expect: #(0 (2 2 2 2) "Anna")
(show (vector? #(1)))
; expect: #t
(show (vector? '(1)))
; expect: #f
(show (vector? "abc"))
; expect: #f
(show (make-vector 2 'a))
; expect: #(a a)
(show (vector-length (make-vector 3)))
; expect: 3
(show (vector 'a 'b 'c))
; expect: #(a b c)
(show (vector))
; expect: #()
(show (vector-ref '#(1 1 2 3 5 8 13 21) 5))
; expect: 8
(show (vector-ref '#(1 1 2 3 5 8 13 21) (exact (round (* 2 (acos -1))))))
; expect: 13
(show (let ((vec (vector 0 '(2 2 2 2) "Anna"))) (vector-set! vec 1 '("Sue" "Sue")) vec))
; expect: #(0 ("Sue" "Sue") "Anna")
(show (vector-length #()))
; expect: 0
(show (vector->list '#(dah dah didah)))
; expect: (dah dah didah)
(show (vector->list '#(dah dah didah) 1))
; expect: (dah didah)
(show (vector->list '#(dah dah didah) 1 2))
; expect: (dah)
(show (list->vector '(dididit dah)))
; expect: #(dididit dah)
(show (list->vector '()))
; expect: #()
(show (vector->string #(#\x #\y)))
; expect: "xy"
(show (string->vector "xy"))
; expect: #(#\x #\y)
(define a #(1 8 2 8))
(define b (vector-copy a))
(vector-set! b 0 3)
(show b)
; expect: #(3 8 2 8)
(define c (vector-copy b 1 3))
(show c)
; expect: #(8 2)
(show (vector-copy #(1 2 3) 3))
; expect: #()
(show (eq? a (vector-copy a)))
; expect: #f
(define va (vector 1 2 3 4 5))
(define vb (vector 10 20 30 40 50))
(vector-copy! vb 1 va 0 2)
(show vb)
; expect: #(10 1 2 40 50)
(show (let ((v (vector 1 2 3 4 5))) (vector-copy! v 1 v 0 3) v))
; expect: #(1 1 2 3 5)
(show (let ((v (vector 1 2 3 4 5))) (vector-copy! v 0 v 2) v))
; expect: #(3 4 5 4 5)
(show (vector-append #(a b c) #(d e f)))
; expect: #(a b c d e f)
(show (vector-append))
; expect: #()
(show (vector-append #(1) #() #(2 3)))
; expect: #(1 2 3)
(define vf (vector 1 2 3 4 5))
(vector-fill! vf 'smash 2 4)
(show vf)
; expect: #(1 2 smash smash 5)
(show (let ((v (vector 1 2 3))) (vector-fill! v 0) v))
; expect: #(0 0 0)
(show (vector-map cadr '#((a b) (d e) (g h))))
; expect: #(b e h)
(show (vector-map (lambda (n) (expt n n)) '#(1 2 3 4 5)))
; expect: #(1 4 27 256 3125)
(show (vector-map + '#(1 2) '#(10 20 30)))
; expect: #(11 22)
(show (let ((v (make-vector 5))) (vector-for-each (lambda (i) (vector-set! v i (* i i))) '#(0 1 2 3 4)) v))
; expect: #(0 1 4 9 16)
(show (let ((acc '())) (vector-for-each (lambda (x y) (set! acc (cons (list x y) acc))) #(1 2) #(a b c)) acc))
; expect: ((2 b) (1 a))
(show (guard (e ((error-object? e) 'range-error)) (vector-ref (vector 1 2) 2)))
; expect: range-error
(show #u8(0 10 5))
; expect: #u8(0 10 5)
(show (bytevector? #u8()))
; expect: #t
(show (bytevector? #(1)))
; expect: #f
(show (make-bytevector 2 12))
; expect: #u8(12 12)
(show (bytevector-length (make-bytevector 3)))
; expect: 3
(show (bytevector 1 3 5 1 3 5))
; expect: #u8(1 3 5 1 3 5)
(show (bytevector))
; expect: #u8()
(show (bytevector-u8-ref '#u8(1 1 2 3 5 8 13 21) 5))
; expect: 8
(show (let ((bv (bytevector 1 2 3 4))) (bytevector-u8-set! bv 1 255) bv))
; expect: #u8(1 255 3 4)
(show (bytevector-length #u8(1 2 3)))
; expect: 3
(define ba #u8(1 2 3 4 5))
(show (bytevector-copy ba 2 4))
; expect: #u8(3 4)
(show (bytevector-copy ba))
; expect: #u8(1 2 3 4 5)
(show (bytevector-copy ba 3))
; expect: #u8(4 5)
(define bb (bytevector 10 20 30 40 50))
(bytevector-copy! bb 1 ba 0 2)
(show bb)
; expect: #u8(10 1 2 40 50)
(show (let ((bv (bytevector 1 2 3 4 5))) (bytevector-copy! bv 1 bv 0 3) bv))
; expect: #u8(1 1 2 3 5)
(show (bytevector-append #u8(0 1 2) #u8(3 4 5)))
; expect: #u8(0 1 2 3 4 5)
(show (bytevector-append))
; expect: #u8()
(show (utf8->string #u8(#x41)))
; expect: "A"
(show (utf8->string #u8(65 66 67 68) 1 3))
; expect: "BC"
(show (string->utf8 "λ"))
; expect: #u8(206 187)
(show (string->utf8 "abcd" 2))
; expect: #u8(99 100)
(show (string->utf8 "abcd" 1 2))
; expect: #u8(98)
(show (guard (e ((error-object? e) 'byte-range)) (bytevector 256)))
; expect: byte-range
(show (procedure? car))
; expect: #t
(show (procedure? 'car))
; expect: #f
(show (procedure? (lambda (x) (* x x))))
; expect: #t
(show (procedure? '(lambda (x) (* x x))))
; expect: #f
(show (call-with-current-continuation procedure?))
; expect: #t
(show (apply + (list 3 4)))
; expect: 7
(define compose (lambda (f g) (lambda args (f (apply g args)))))
(show ((compose - *) 3 4))
; expect: -12
(show (apply (lambda args args) '()))
; expect: ()
(show (string-map char-foldcase "AbdEgH"))
; expect: "abdegh"
(show (string-map (lambda (c) (integer->char (+ 1 (char->integer c)))) "HAL"))
; expect: "IBM"
(show (string-map (lambda (c k) ((if (eqv? k #\u) char-upcase char-downcase) c)) "studlycaps xxx" "ululululul"))
; expect: "StUdLyCaPs"
(show (let ((v '())) (for-each (lambda (x) (set! v (cons x v))) '(1 2 3)) v))
; expect: (3 2 1)
(show (call-with-current-continuation
        (lambda (exit)
          (for-each (lambda (x) (if (negative? x) (exit x))) '(54 0 37 -3 245 19))
          #t)))
; expect: -3
(define list-length
  (lambda (obj)
    (call-with-current-continuation
      (lambda (return)
        (letrec ((r (lambda (obj)
                      (cond ((null? obj) 0)
                            ((pair? obj) (+ (r (cdr obj)) 1))
                            (else (return #f))))))
          (r obj))))))
(show (list-length '(1 2 3 4)))
; expect: 4
(show (list-length '(a b . c)))
; expect: #f
(show (call/cc (lambda (k) (+ 1 (k 42)))))
; expect: 42
(show (+ 1 (call/cc (lambda (k) 1))))
; expect: 2
(show (call-with-values (lambda () (values 4 5)) (lambda (a b) b)))
; expect: 5
(show (call-with-values * -))
; expect: -1
(show (call-with-values (lambda () (values)) list))
; expect: ()
(show (call-with-values (lambda () 7) list))
; expect: (7)
(show (let ((path '()) (c #f))
        (let ((add (lambda (s) (set! path (cons s path)))))
          (dynamic-wind
            (lambda () (add 'connect))
            (lambda () (add (call-with-current-continuation (lambda (c0) (set! c c0) 'talk1))))
            (lambda () (add 'disconnect)))
          (reverse path))))
; expect: (connect talk1 disconnect)
(show (let ((trail '()))
        (call/cc
          (lambda (k)
            (dynamic-wind
              (lambda () (set! trail (cons 'in trail)))
              (lambda () (k 'escaped) (set! trail (cons 'not-here trail)))
              (lambda () (set! trail (cons 'out trail))))))
        (reverse trail)))
; expect: (in out)
(show (let ((trail '()))
        (dynamic-wind
          (lambda () (set! trail (cons 'outer-in trail)))
          (lambda ()
            (dynamic-wind
              (lambda () (set! trail (cons 'inner-in trail)))
              (lambda () 'body)
              (lambda () (set! trail (cons 'inner-out trail)))))
          (lambda () (set! trail (cons 'outer-out trail))))
        (reverse trail)))
; expect: (outer-in inner-in inner-out outer-out)
(show (dynamic-wind (lambda () #f) (lambda () 'result) (lambda () 'ignored)))
; expect: result
