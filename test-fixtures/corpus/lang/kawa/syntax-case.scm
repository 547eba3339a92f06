; syntax-case macros (R6RS 12, as Kawa 3.1.1 has them); outputs checked against Kawa 3.1.1.
(define-syntax swap!
  (lambda (stx)
    (syntax-case stx ()
      ((_ a b) #'(let ((t a)) (set! a b) (set! b t))))))
(define x 1)
(define y 2)
(define t 5)
(swap! x t)
(display (list x y t))
(newline)
; expect: (5 2 1)
; Hygiene: the template's tmp and cond are the macro's, whatever the use binds.
(define-syntax swap2!
  (lambda (stx)
    (syntax-case stx ()
      ((_ a b) #'(let ((tmp a)) (set! a b) (set! b tmp))))))
(let ((tmp 1) (other 2))
  (swap2! tmp other)
  (display (list tmp other)))
(newline)
; expect: (2 1)
(define-syntax my-if
  (lambda (x)
    (syntax-case x ()
      ((_ c a b) #'(cond (c a) (else b))))))
(let ((else #f))
;      ^^^^ warning: unused variable else
  (display (my-if #f 1 2)))
(newline)
; expect: 2
(define (helper n) (* n 10))
(define-syntax call-helper
  (lambda (x)
    (syntax-case x ()
      ((_ e) #'(helper e)))))
(let ((helper (lambda (n) 'wrong)))
;      ^^^^^^ warning: unused variable helper
  (display (call-helper 4)))
(newline)
; expect: 40
; Literals, fenders and the clause order.
(define-syntax kw
  (lambda (x)
    (syntax-case x (=>)
      ((_ a => b) #'(+ a b))
      ((_ a b) (number? (syntax->datum #'a)) #'(- a b))
      ((_ a b) #''other))))
(display (list (kw 1 => 2) (kw 5 3) (kw "s" 3)))
(newline)
; expect: (3 2 other)
; Ellipses, nested ellipses, vectors, dotted tails and the (... ...) escape.
(define-syntax vec
  (lambda (x)
    (syntax-case x ()
      ((_ #(a ...)) #'(list a ...)))))
(display (vec #(1 2 3)))
(newline)
; expect: (1 2 3)
(define-syntax dot
  (lambda (x)
    (syntax-case x ()
      ((_ a . r) #''(a r)))))
(display (dot 1 2 3))
(newline)
; expect: (1 (2 3))
(define-syntax q
  (lambda (x)
    (syntax-case x ()
      ((_ (a b ...) ...) #'(list '(a ...) '((b ...) ...) '(b ... ...))))))
(display (q (1 2 3) (4 5)))
(newline)
; expect: ((1 4) ((2 3) (5)) (2 3 5))
(define-syntax esc
  (lambda (x)
    (syntax-case x ()
      ((_ a) #'(quote (a (... ...)))))))
(display (esc 1))
(newline)
; expect: (1 ...)
; A recursive macro, written with Kawa's define-syntax-case.
(define-syntax-case my-or ()
  ((_) #'#f)
  ((_ e) #'e)
  ((_ e r ...) #'(let ((t e)) (if t t (my-or r ...)))))
(set! t 7)
(display (list (my-or) (my-or #f 3) (my-or #f t)))
(newline)
; expect: (#f 3 7)
; quasisyntax with unsyntax and unsyntax-splicing: the transformer computes.
(define-syntax m
  (lambda (x)
    (syntax-case x ()
      ((_ (a b) ...)
       #`(list #,(length (syntax->datum #'(a ...)))
               '(b ...)
               #,@(map (lambda (q) (* 2 (syntax->datum q))) #'(a ...)))))))
(display (m (1 2) (3 4)))
(newline)
; expect: (2 (2 4) 2 6)
; with-syntax and generate-temporaries.
(define-syntax gt
  (lambda (x)
    (syntax-case x ()
      ((_ e ...)
       (with-syntax (((t ...) (generate-temporaries #'(e ...))))
         #'(let ((t e) ...) (list t ...)))))))
(display (gt 1 2 3))
(newline)
; expect: (1 2 3)
; datum->syntax captures on purpose: an anaphoric if, and a loop with break.
(define-syntax aif
  (lambda (stx)
    (syntax-case stx ()
      ((k c then else)
       (with-syntax ((it (datum->syntax #'k 'it)))
         #'(let ((it c)) (if it then else)))))))
(display (aif (assq 'b '((a 1) (b 2))) (cadr it) 'no))
(newline)
; expect: 2
; As in Kawa, the context of datum->syntax may be the whole use, not only an identifier.
(define-syntax aif2
  (lambda (stx)
    (syntax-case stx ()
      ((_ c then else)
       (with-syntax ((it (datum->syntax stx 'it)))
         #'(let ((it c)) (if it then else)))))))
(display (aif2 (memv 2 '(1 2 3)) it 'no))
(newline)
; expect: (2 3)
(define-syntax while
  (lambda (x)
    (syntax-case x ()
      ((k cond body ...)
       (with-syntax ((break (datum->syntax #'k 'break)))
         #'(call/cc (lambda (break) (let loop () (when cond body ... (loop))))))))))
(define i 0)
(while #t (set! i (+ i 1)) (if (> i 5) (break i)))
(display i)
(newline)
; expect: 6
; identifier?, free-identifier=? and bound-identifier=? in a transformer.
(define-syntax id?
  (lambda (x)
    (syntax-case x ()
      ((_ a) (if (identifier? #'a) #''yes #''no)))))
(display (list (id? a) (id? 1) (id? (a))))
(newline)
; expect: (yes no no)
(define-syntax fi
  (lambda (x)
    (syntax-case x ()
      ((_ a b) (if (free-identifier=? #'a #'b) #''same #''diff)))))
(define-syntax bi
  (lambda (x)
    (syntax-case x ()
      ((_ a b) (if (bound-identifier=? #'a #'b) #''same #''diff)))))
(display (list (fi car car) (fi car cdr) (bi car car) (bi car cdr)))
(newline)
; expect: (same diff same diff)
(write (syntax->datum #'(a "b" #(c 1))))
(newline)
; expect: (a "b" #(c 1))
; Local macros: let-syntax and an internal definition.
(let-syntax ((square (lambda (x) (syntax-case x () ((_ a) #'(* a a))))))
  (display (square 7))
  (newline))
; expect: 49
(let ()
  (define-syntax-case twice () ((_ e) #'(begin e e)))
  (twice (display "hi"))
  (newline))
; expect: hihi
; A pattern that is a bare identifier, with a fender.
(define-syntax m2
  (lambda (x)
    (syntax-case x ()
      (_ (identifier? x) #'"id")
      ((_ a) #'(list "call" a)))))
(display (m2 1))
(newline)
; expect: (call 1)
; A transformer may call the program's own top-level procedures, as in Kawa.
(define (double-it n) (* 2 n))
(define-syntax doubled
  (lambda (x)
    (syntax-case x ()
      ((_ n) (double-it (syntax->datum #'n))))))
(display (doubled 4))
(newline)
; expect: 8
; Kawa's older names of syntax->datum and datum->syntax.
(define-syntax old-names
  (lambda (x)
    (syntax-case x ()
      ((k e) (datum->syntax-object #'k (list 'quote (syntax-object->datum #'e)))))))
(display (old-names (a b)))
(newline)
; expect: (a b)
; Macros that define names made from the use's names, and recursive macros with literals.
(define-syntax define-getter
  (lambda (x)
    (syntax-case x ()
      ((k name val)
       (with-syntax ((getter (datum->syntax #'k (string->symbol
                                                 (string-append "get-" (symbol->string (syntax->datum #'name)))))))
         #'(define (getter) val))))))
(define-getter foo 42)
(display (get-foo))
(newline)
; expect: 42
(define-syntax my-let*
  (lambda (x)
    (syntax-case x ()
      ((_ () body ...) #'(let () body ...))
      ((_ ((n v) rest ...) body ...) #'(let ((n v)) (my-let* (rest ...) body ...))))))
(display (my-let* ((a 1) (b (+ a 1))) (* a b)))
(newline)
; expect: 2
(define-syntax cond2
  (lambda (x)
    (syntax-case x (else)
      ((_ (else e)) #'e)
      ((_ (c e) clause ...) #'(if c e (cond2 clause ...))))))
(display (cond2 (#f 1) ((= 1 1) 2) (else 3)))
(newline)
; expect: 2
(define-syntax make-maker
  (lambda (x)
    (syntax-case x ()
      ((_ name field ...)
       (with-syntax ((make (datum->syntax #'name (string->symbol
                                                 (string-append "make-" (symbol->string (syntax->datum #'name)))))))
         #'(define (make field ...) (list 'name field ...)))))))
(make-maker point x y)
(display (make-point 1 2))
(newline)
; expect: (point 1 2)
; Macros that define syntax-case macros, from syntax-rules and from syntax-case.
(define-syntax def-const-macro
  (syntax-rules ()
    ((_ name val)
     (define-syntax name
       (lambda (x)
         (syntax-case x ()
           ((_) #'val)
           ((_ e) #'(+ val e))))))))
(def-const-macro five 5)
(display (list (five) (five 10)))
(newline)
; expect: (5 15)
(define-syntax outer
  (lambda (x)
    (syntax-case x ()
      ((_ name)
       #'(define-syntax name
           (lambda (y)
             (syntax-case y ()
               ((_ a) #'(* a a)))))))))
(outer sq)
(display (sq 9))
(newline)
; expect: 81
