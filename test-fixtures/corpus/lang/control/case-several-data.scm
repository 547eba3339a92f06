; case with several data in a clause compares the key with each datum by eqv?, in order: the
; same answers as memv over the list, for every kind of key and datum (a fresh string or vector
; never matches a literal one).
(define (classify x)
  (case x
    ((less more) 'ordered)
    ((1 2 3) 'small)
    ((100000000000000000000 -7) 'listed-number)
    ((1.5 2.5) 'listed-flonum)
    ((#\a #\b) 'letter)
    ((#t #f) 'boolean)
    ((() nothing) 'empty)
    (("str" #(1)) 'never)
    (else 'other)))
(write (map classify (list 'less 'more (string->symbol "more") 1 2 3 4 (expt 10 20) -7 1.5 2.5
                           3.0 1.0 #\a #\b #\c #t #f '() 'nothing (string #\s #\t #\r) (vector 1) 'equal)))
(newline)
; expect: (ordered ordered ordered small small small other listed-number listed-number listed-flonum listed-flonum other other letter letter other boolean boolean empty empty other other other)
; The key is evaluated once, and a clause with => gets it.
(define calls 0)
(define (next-key) (set! calls (+ calls 1)) 'b)
(write (case (next-key) ((a b c) => (lambda (k) (list k calls))) (else 'none)))
(newline)
; expect: (b 1)
; A loop dispatching on symbols through clauses with several data.
(define (score lst)
  (let loop ((l lst) (n 0))
    (if (null? l)
        n
        (loop (cdr l)
              (case (car l)
                ((a e i o u) (+ n 1))
                ((y w) (+ n 10))
                (else n))))))
(write (score '(a b c e y w z o)))
(newline)
; expect: 23
; A clause with many data.
(define (digit? c)
  (case c ((#\0 #\1 #\2 #\3 #\4 #\5 #\6 #\7 #\8 #\9) #t) (else #f)))
(write (map digit? (string->list "a1b9 0")))
(newline)
; expect: (#f #t #f #t #f #t)
; A clause with no data never matches.
(write (case 1 (() 'never) ((1) 'one) (else 'other)))
(newline)
; expect: one
; A clause with very many data (forty) answers the same.
(define (in-forty? n)
  (case n
    ((0 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39) 'in)
    (else 'out)))
(write (map in-forty? '(0 17 39 40 -1 3.0)))
(newline)
; expect: (in in in out out out)
