; R7RS 4.1 primitive expression types: variables, literals, calls, lambda, if, set!, written
; from the report's examples and edge cases.
(import (scheme base) (scheme write))
(define (show x) (write x) (newline))
(define x 28)
(show x)
; expect: 28
(show (quote a))
; expect: a
(show (quote #(a b c)))
; expect: #(a b c)
(show (quote (+ 1 2)))
; expect: (+ 1 2)
(show 'a)
; expect: a
(show '#(a b c))
; expect: #(a b c)
(show '())
; expect: ()
(show '(+ 1 2))
; expect: (+ 1 2)
(show '(quote a))
; expect: (quote a)
(show ''a)
; expect: (quote a)
(show '"abc")
; expect: "abc"
(show "abc")
; expect: "abc"
(show '145932)
; expect: 145932
(show 145932)
; expect: 145932
(show '#t)
; expect: #t
(show #t)
; expect: #t
(show #f)
; expect: #f
(show '#\a)
; expect: #\a
(show #\a)
; expect: #\a
(show #(a 10))
; expect: #(a 10)
(show #u8(64 65))
; expect: #u8(64 65)
(show (+ 3 4))
; expect: 7
(show ((if #f + *) 3 4))
; expect: 12
(show ((lambda (x) (+ x x)) 4))
; expect: 8
(define reverse-subtract (lambda (x y) (- y x)))
(show (reverse-subtract 7 10))
; expect: 3
(define add4 (let ((x 4)) (lambda (y) (+ x y))))
(show (add4 6))
; expect: 10
(show ((lambda x x) 3 4 5 6))
; expect: (3 4 5 6)
(show ((lambda (x y . z) z) 3 4 5 6))
; expect: (5 6)
(show ((lambda (x y . z) z) 3 4))
; expect: ()
(show ((lambda () 'no-arguments)))
; expect: no-arguments
(show (procedure? (lambda (x) (+ x x))))
; expect: #t
(show (if (> 3 2) 'yes 'no))
; expect: yes
(show (if (> 2 3) 'yes 'no))
; expect: no
(show (if (> 3 2) (- 3 2) (+ 3 2)))
; expect: 1
(show (if '() 'empty-list-is-true 'false))
; expect: empty-list-is-true
(show (if 0 'zero-is-true 'false))
; expect: zero-is-true
(show (if "" 'empty-string-is-true 'false))
; expect: empty-string-is-true
(show (if #f #f 'else-branch))
; expect: else-branch
(define y 2)
(show (+ y 1))
; expect: 3
(set! y 4)
(show (+ y 1))
; expect: 5
(show (let ((z 1)) (set! z (* z 10)) z))
; expect: 10
(show (let ((count 0)) (define (bump!) (set! count (+ count 1)) count) (bump!) (bump!)))
; expect: 2
(define (make-counter)
  (let ((n 0)) (lambda () (set! n (+ n 1)) n)))
(define c1 (make-counter))
(define c2 (make-counter))
(c1)
(c1)
(show (list (c1) (c2)))
; expect: (3 1)
(show (((lambda (f) (lambda (x) (f (f x)))) (lambda (n) (* n 3))) 2))
; expect: 18

