; R7RS 4.3 macros: let-syntax, letrec-syntax, syntax-rules (literals, ellipsis, vectors, dotted
; patterns, custom ellipsis, hygiene) and syntax-error.
(import (scheme base) (scheme write))
(define (show x) (write x) (newline))
(show (let-syntax ((given-that (syntax-rules () ((_ test stmt1 stmt2 ...) (if test (begin stmt1 stmt2 ...))))))
        (let ((if #t))
          (given-that if (set! if 'now))
          if)))
; expect: now
(show (let ((x 'outer))
        (let-syntax ((m (syntax-rules () ((m) x))))
          (let ((x 'inner))
;                ^ warning: unused variable x
            (m)))))
; expect: outer
(show (letrec-syntax
          ((my-or (syntax-rules ()
                    ((my-or) #f)
                    ((my-or e) e)
                    ((my-or e1 e2 ...) (let ((temp e1)) (if temp temp (my-or e2 ...)))))))
        (let ((x #f) (y 7) (temp 8) (let odd?) (if even?))
          (my-or x (let temp) (if y) y))))
; expect: 7
(define-syntax be-like-begin
  (syntax-rules ()
    ((be-like-begin name)
     (define-syntax name
       (syntax-rules ()
         ((name expr (... ...)) (begin expr (... ...))))))))
(be-like-begin sequence)
(show (sequence 1 2 3 4))
; expect: 4
(show (let ((=> #f)) (cond (#t => 'ok))))
;                    ^^^^^^^^^^^^^^^^^^ warning: missing else where value is required
; expect: ok
(define-syntax swap!
  (syntax-rules ()
    ((_ a b) (let ((tmp a)) (set! a b) (set! b tmp)))))
(show (let ((tmp 1) (other 2)) (swap! tmp other) (list tmp other)))
; expect: (2 1)
(define-syntax my-if
  (syntax-rules (then else)
    ((_ c then t else e) (if c t e))))
(show (my-if #t then 'yes else 'no))
; expect: yes
(show (my-if #f then 'yes else 'no))
; expect: no
(define-syntax count-args
  (syntax-rules ()
    ((_) 0)
    ((_ x y ...) (+ 1 (count-args y ...)))))
(show (count-args a b c d))
; expect: 4
(define-syntax tail-pattern
  (syntax-rules ()
    ((_ a ... z) '(last z first-ones a ...))))
(show (tail-pattern 1 2 3 4))
; expect: (last 4 first-ones 1 2 3)
(define-syntax dotted
  (syntax-rules ()
    ((_ a . rest) '(a rest))))
(show (dotted 1 2 3))
; expect: (1 (2 3))
(define-syntax vec-pattern
  (syntax-rules ()
    ((_ #(a ...)) (list a ...))))
(show (vec-pattern #(1 2 3)))
; expect: (1 2 3)
(define-syntax nested-ellipsis
  (syntax-rules ()
    ((_ (name value ...) ...) '((name (value ...)) ...))))
(show (nested-ellipsis (a 1 2) (b) (c 3)))
; expect: ((a (1 2)) (b ()) (c (3)))
(define-syntax my-let*
  (syntax-rules ()
    ((_ () body ...) (let () body ...))
    ((_ ((x v) rest ...) body ...) (let ((x v)) (my-let* (rest ...) body ...)))))
(show (my-let* ((a 1) (b (+ a 1)) (c (* b 3))) (list a b c)))
; expect: (1 2 6)
(define-syntax custom-ellipsis
  (syntax-rules *** ()
    ((_ x ***) (list x *** 'done))))
(show (custom-ellipsis 1 2))
; expect: (1 2 done)
(define-syntax underscore
  (syntax-rules ()
    ((_ _ x) 'x-is-second)))
(show (underscore ignored second))
; expect: x-is-second
(define-syntax literal-match
  (syntax-rules ()
    ((_ 1) 'one)
    ((_ "two") 'two)
    ((_ #\3) 'three)
    ((_ other) 'other)))
(show (list (literal-match 1) (literal-match "two") (literal-match #\3) (literal-match 4)))
; expect: (one two three 4)
(define-syntax while
  (syntax-rules ()
    ((_ cond body ...) (let lp () (when cond body ... (lp))))))
(show (let ((i 0) (acc '())) (while (< i 3) (set! acc (cons i acc)) (set! i (+ i 1))) acc))
; expect: (2 1 0)
(define-syntax my-cond
  (syntax-rules (else)
    ((_ (else e)) e)
    ((_ (c e) clause ...) (if c e (my-cond clause ...)))))
(show (my-cond (#f 1) ((= 1 2) 2) (else 3)))
; expect: 3
(define x 'top)
(define-syntax get-x (syntax-rules () ((_) x)))
(show (let ((x 'local)) (get-x)))
;            ^ warning: unused variable x
; expect: top
(define-syntax define-getter
  (syntax-rules ()
    ((_ name value) (define (name) value))))
(define-getter get-five 5)
(show (get-five))
; expect: 5
(define-syntax make-list-of
  (syntax-rules ()
    ((_ (a b) ...) (list (cons a b) ...))))
(show (make-list-of (1 2) (3 4)))
; expect: ((1 . 2) (3 . 4))
(show (let loop ((i 0)) (if (= i 2) 'loop-is-not-a-keyword (loop (+ i 1)))))
; expect: loop-is-not-a-keyword
