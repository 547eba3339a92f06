; Kawa's pattern matching: match, (? pattern value) in conditionals, and sequence patterns in
; lambda parameters, let, let* and !. Outputs checked against Kawa 3.1.1. Unused pattern variables
; get Kopi's unused-variable warning, as let variables do (Kawa says nothing); _x silences it.
(define (classify x)
  (match x
    (0 'zero)
    ("s" 'str)
    (#\a 'char-a)
    (#t 'true)
    ('foo 'sym-foo)
    ([a b] (list 'two a b))
    ([a [b c] d] (list 'nested a b c d))
    ([a b c] (list 'three a b c))
    (n::integer #!if (> n 10) (list 'bigint n))
    (n::integer (list 'int n))
    (s::string (list 'string s))
    (_ 'other)))
(display (classify 0)) (newline)
; expect: zero
(display (classify "s")) (newline)
; expect: str
(display (classify #\a)) (newline)
; expect: char-a
(display (classify #t)) (newline)
; expect: true
(display (classify 'foo)) (newline)
; expect: sym-foo
(display (classify '(1 2))) (newline)
; expect: (two 1 2)
(display (classify (vector 1 2))) (newline)
; expect: (two 1 2)
(display (classify '(1 (2 3) 4))) (newline)
; expect: (nested 1 2 3 4)
(display (classify '(1 2 3))) (newline)
; expect: (three 1 2 3)
; A string is a sequence of characters.
(display (classify "abc")) (newline)
; expect: (three a b c)
(display (classify "abcd")) (newline)
; expect: (string abcd)
(display (classify 5)) (newline)
; expect: (int 5)
(display (classify 50)) (newline)
; expect: (bigint 50)
(display (classify 2.5)) (newline)
; expect: other
(display (classify 'sym)) (newline)
; expect: other
; @rest takes the elements the others leave (Kawa's is a read-only vector-like sequence).
(match '(1 2 3 4) ([first @rest] (write (list first rest)) (newline)))
; expect: (1 #(2 3 4))
(match #(1 2 3) ([a @middle b] (write (list a middle b)) (newline)))
; expect: (1 #(2) 3)
(match '(1 2 3) ([@init last] (write (list init last)) (newline)))
; expect: (#(1 2) 3)
(display (match '() ([] 'empty) (_ 'no))) (newline)
; expect: empty
(display (match 3 (x (* x x)))) (newline)
; expect: 9
(display (match '(1 2) ([a b] #!if (> a b) 'greater) ([_a _b] 'not-greater))) (newline)
; expect: not-greater
(display (match (list 1 "a") ([_ s] s))) (newline)
; expect: a
(display (match 5 (_::string 'string) (_::integer 'integer))) (newline)
; expect: integer
(display (match '(1 2) ([a::integer b::string] (list a b)) ([a::integer b::integer] (+ a b)))) (newline)
; expect: 3
; A pattern variable shadows an outer binding.
(define n 7)
(display (match 8 (n (list 'bound n)))) (newline)
; expect: (bound 8)
; The clause body may define.
(display (match '(2 3) ([a b] (define (sq v) (* v v)) (+ (sq a) (sq b))))) (newline)
; expect: 13

; (? pattern value) in if, when, cond and and (Kawa's unless does not take one).
(define (test v)
  (cond ((? x::integer v) (list 'int x))
        ((? [a b] v) (list 'pair a b))
        (else 'other)))
(display (test 4)) (newline)
; expect: (int 4)
(display (test '(1 2))) (newline)
; expect: (pair 1 2)
(display (test "xy")) (newline)
; expect: (pair x y)
(display (test 'q)) (newline)
; expect: other
(if (? x::integer 5) (begin (display x) (newline)) (display "no"))
; expect: 5
(if (? x::string 5) (begin (display x) (newline)) (begin (display "no") (newline)))
; expect: no
(if (? [a b] '(7 8)) (begin (display (+ a b)) (newline)))
; expect: 15
(if (and (? x::integer 5) (> x 3)) (begin (display "big") (newline)))
; expect: big
(if (and (? x::integer 2) (> x 3)) (display "big") (begin (display "small") (newline)))
; expect: small
(when (? [a b] '(1 2)) (display (list b a)) (newline))
; expect: (2 1)

; Sequence patterns as parameters and in let, let* and !.
(let (([p q] '(5 6))) (display (* p q)) (newline))
; expect: 30
(define (add-pair [u v]) (+ u v))
(display (add-pair '(10 20))) (newline)
; expect: 30
(display ((lambda ([u v] w) (list u v w)) '(1 2) 3)) (newline)
; expect: (1 2 3)
(define (k x::integer [y z]) (list x y z))
(display (k 1 #(2 3))) (newline)
; expect: (1 2 3)
(let* (([a b] '(1 2)) ([c] (list (+ a b)))) (display c) (newline))
; expect: 3
(! [c d] (vector 3 4))
(display (list c d)) (newline)
; expect: (3 4)
(! [p [q r]] (list 1 (list 2 3)))
(display (list p q r)) (newline)
; expect: (1 2 3)
(define (inner)
  (! [e f] "ef")
  (list f e))
(display (inner)) (newline)
; expect: (f e)
