; A method that is the only one of its name taking that many arguments, with no varargs one, is
; called directly even when the arguments' types are unknown ((l:add x) on an ArrayList is
; add(Object): add(int, Object) takes two); the arguments convert as on any direct call (a
; procedure to a Comparator, a mutable string to a String), and a value that does not fit is an
; error at the call. (s:indexOf part) has two one-argument overloads and stays resolved at run
; time. Kawa 3.1.1 cannot pass the untyped procedure as a Comparator (ClassCastException).
(define (sorted items cmp)
  (let ((l (java.util.ArrayList)))
    (for-each (lambda (x) (l:add x)) items)
    (l:sort cmp)
    (l:toString)))
(display (sorted '(3 1 2) (lambda (a b) (- a b))))
(newline)
(define (index-of text part)
  (let ((s (java.lang.String "hello world")))
    (s:indexOf part)))
(display (list (index-of "" "world") (index-of "" (string-copy "lo"))))
(newline)
(define (element k)
  (let ((l (java.util.ArrayList)))
    (l:add 10)
    (l:get k)))
(display (element 0))
(newline)
(element 'first)
; expect: [1, 2, 3]
; expect: (6 3)
; expect: 10
; expect runtime error: get: expected int for argument 1, got first
