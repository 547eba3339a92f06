; The direct paths of issue 21 keep the generic paths' errors: a construction with no constructor
; of that arity stays a run-time choice, a bad argument to the one constructor that fits and a bad
; value stored into an int field from inside a method are converted with the checked conversions,
; and the error names the member and the value at the line of the store. (Kawa 3.1.1 reports them
; as WrongArguments and ClassCastException.)
(define-simple-class Cell ()
  (key ::int)
  ((*init* (k ::int)) (set! key k))
  ((set-key! v) (set! key v) key))
(define (guarded thunk)
  (guard (e ((error-object? e) (error-object-message e)) (#t e)) (thunk)))
(define (show x) (write x) (newline))
(show (guarded (lambda () (Cell 1 2))))
; expect: "no constructor of Cell accepts (1 2)"
(show (guarded (lambda () (Cell))))
; expect: "no constructor of Cell accepts no arguments"
(show (guarded (lambda () (Cell "one"))))
; expect: "Cell: expected int for argument 1, got \"one\""
(show (guarded (lambda () ((Cell 1):set-key! "two"))))
; expect: "Cell.key: expected int, got \"two\""
(define c (Cell 5))
(c:set-key! 'three)
; expect runtime error: class-self-members-errors.scm:9:17: Cell.key: expected int, got three
