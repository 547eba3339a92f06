; A value stored in a variable declared with an object type, or in a typed global, is checked
; when its type is not known to fit: a typed let, a top-level define and a set! (Kawa 3.1.1
; raises "Value ... for variable ... has wrong type" in each case).
(define (identity x) x)
(define count ::int (identity 3))
(let ((items ::list (identity '(1 2))))
  (display items))
(newline)
(set! count (identity 4))
(display count)
(newline)
(define (bad-let) (let ((items ::list (identity (vector 1)))) items))
(define (bad-set) (set! count (identity "four")))
(define (bad-box) (let ((v ::vector (identity #(1)))) (set! v (identity '(1))) (lambda () v)))
(display (guard (e ((error-object? e) (error-object-message e))) (bad-let)))
(newline)
(display (guard (e ((error-object? e) (error-object-message e))) (bad-set)))
(newline)
(display (guard (e ((error-object? e) (error-object-message e))) (bad-box)))
(newline)
(define limit ::int (identity "ten"))
; expect: (1 2)
; expect: 4
; expect: items: expected list, got #(1)
; expect: count: expected int, got "four"
; expect: v: expected vector, got (1)
; expect runtime error: limit: expected int, got "ten"
