; A constructor may take the fields in another order than the type declares them, and only some
; of them; the others start as #f (Kawa 3.1.1 leaves them #!null). Accessors and modifiers check
; the record's type.
(define-record-type triple (make-triple c a) triple? (a triple-a set-triple-a!) (b triple-b set-triple-b!) (c triple-c))
(define-record-type pair2 (make-pair2 a b) pair2? (a pair2-a) (b pair2-b))
(define t (make-triple 'see 'ay))
(write (list (triple-a t) (triple-b t) (triple-c t)))
(newline)
; expect: (ay #f see)
(set-triple-b! t 'bee)
(set-triple-a! t (list (triple-b t)))
(write (list (triple-a t) (triple-b t) (triple-c t) (triple? t) (pair2? t)))
(newline)
; expect: ((bee) bee see #t #f)
(define (count-a records)
  (let loop ((rest records) (n 0))
    (if (null? rest) n (loop (cdr rest) (if (triple? (car rest)) (+ n 1) n)))))
(write (count-a (list t (make-pair2 1 2) (make-triple 3 4) 5)))
(newline)
; expect: 2
(set-triple-b! (make-pair2 1 2) 'x)
; expect runtime error: set-triple-b!
