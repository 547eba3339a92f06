; string-for-each and string-map over one or several strings (R7RS 6.10).
(let ((v '()))
  (string-for-each (lambda (c) (set! v (cons (char->integer c) v))) "abcde")
  (write v))
(newline)
; expect: (101 100 99 98 97)
(string-for-each (lambda (a b) (display (list a b))) "ab" "xyz")
(newline)
; expect: (a x)(b y)
(write (string-map char-foldcase "AbdEgH"))
(newline)
; expect: "abdegh"
