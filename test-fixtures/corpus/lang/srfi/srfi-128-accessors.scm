; SRFI 128: the four accessors of a comparator's procedures, and char-hash. Kawa 3.1.1 has no
; SRFI 128: the expected values follow the SRFI document (an accessor returns the procedure the
; comparator was made with; make-comparator given #t for the type test accepts every object,
; given #t for the equality derives it from the ordering).
(import (scheme base) (scheme write) (scheme char) (srfi 128))
(define (show x) (write x) (newline))
(define (my-hash n . _) (abs n))
(define int-cmp (make-comparator exact-integer? = < my-hash))
(show (list (eq? (comparator-type-test-predicate int-cmp) exact-integer?) (eq? (comparator-equality-predicate int-cmp) =)
            (eq? (comparator-ordering-predicate int-cmp) <) (eq? (comparator-hash-function int-cmp) my-hash)))
; expect: (#t #t #t #t)
(define loose (make-comparator #t #t (lambda (a b) (< (abs a) (abs b))) #f))
(show (list ((comparator-type-test-predicate loose) "anything") ((comparator-equality-predicate loose) 3 -3)
            ((comparator-equality-predicate loose) 3 4) ((comparator-ordering-predicate loose) -2 3)
            (comparator-hashable? loose)))
; expect: (#t #t #f #t #f)
(define d (make-default-comparator))
(show (list ((comparator-type-test-predicate d) 'x) ((comparator-equality-predicate d) "ab" (string #\a #\b))
            ((comparator-ordering-predicate d) 1 2) ((comparator-ordering-predicate d) 2 1)
            (= ((comparator-hash-function d) (list 1 2)) ((comparator-hash-function d) (list 1 2)))))
; expect: (#t #t #t #f #t)
(show (list (= (char-hash #\a) (char-hash #\a)) (exact-integer? (char-hash #\z)) (>= (char-hash #\z) 0)
            (= (char-hash #\a) (comparator-hash (make-comparator char? char=? char<? char-hash) #\a))))
; expect: (#t #t #t #t)
