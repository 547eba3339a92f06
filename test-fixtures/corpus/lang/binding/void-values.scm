; Where a value is needed (an operand, an operator, an if test, a variable's initial value, a
; top-level definition's value), an if without else, and a call or set! whose value is always
; #!void, are warnings, with Kawa 3.1.1's messages; Kawa gives each of them too, except the one on
; for-each, a call Kawa does not see as void here. A procedure's result, a statement in a sequence
; and the operands of display, write, newline and values are not.
(define counter 0)
(define (plus-one x) (+ 1 (if x 2)))
;                         ^^^^^^^^ warning: missing else where value is required
(define (tested x) (if (when x 1) 'yes 'no))
;                      ^^^^^^^^^^ warning: missing else where value is required
(define (bound x) (let ((a (unless x 1))) a))
;                          ^^^^^^^^^^^^ warning: missing else where value is required
(define (listed x) (list (cond ((= x 1) 'one) ((= x 2) 'two))))
;                        ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ warning: missing else where value is required
(define stored (vector-set! (make-vector 1) 0 1))
;              ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ warning: void-valued expression where value is needed
(define (assigned x) (+ 1 (set! x 2)))
;                         ^^^^^^^^^^ warning: void-valued expression where value is needed
(define (walked xs) (list (for-each car xs)))
;                         ^^^^^^^^^^^^^^^^^ warning: void-valued expression where value is needed
(define (java-void) (list (java.lang.System:gc)))
;                         ^^^^^^^^^^^^^^^^^^^^^ warning: void-valued expression where value is needed

; No warning: results, statements, and what display, write and values take as they are.
(define (result x) (if x 2))
(define (statements x) (if x (set! counter 1)) (vector-set! (make-vector 1) 0 x) 'done)
(define (shown x) (display (when x "x")) (write (if x 1)) (values (if x 1)))
(define (with-else x) (list (if x 1 2) (cond (x 1) (else 2))))
(display (list (plus-one #t) (tested #f) (bound #f) (listed 2) (walked '()) (result #t) (statements 1)))
(newline)
; expect: (3 yes 1 (two) () 2 done)
(shown #f)
(display (with-else #f))
(newline)
; expect: #!void(2 2)
