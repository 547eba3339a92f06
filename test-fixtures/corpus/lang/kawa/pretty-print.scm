; Kawa's pretty-print ((require 'pretty-print), or (import (kawa pprint))): one line when a list
; takes at most 49 columns, else Kawa's layout. Expected output from Kawa 3.1.1.
(require 'pretty-print)
(pretty-print '(a b c))
(pretty-print '(define (f x) (let loop ((i 0) (acc '())) (if (> i x) (reverse acc) (loop (+ i 1) (cons (* i i) acc))))))
(pretty-print (make-list 30 'abcdef))
(pretty-print "str")
(pretty-print #(1 2 3))
(display "after") (newline)
(pretty-print '(a (b (c (d (e (f (g (h (i (j (k (l (m (n (o (p (q (r (s (t (u (v (w (x (y (z 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15)))))))))))))))))))))))))))
(pretty-print '((alpha . 1) (beta . 2) (gamma . 3) (delta . 4) (epsilon . 5) (zeta . 6) (eta . 7) (theta . 8)))
(define (nums n) (let loop ((i n) (acc '())) (if (= i 0) acc (loop (- i 1) (cons (* i 1000) acc)))))
(pretty-print (cons 'ab (nums 20)))
(pretty-print (cons 'abcde (nums 20)))
(pretty-print (cons 'abcdef (nums 20)))
(pretty-print (nums 20))
(pretty-print (list 'foo (nums 10) (nums 10) (nums 3)))
(pretty-print '(lambda (x y) (display "a long string to make this not fit in the line at all") (newline) (+ x y)))
(pretty-print '(let ((a 1) (b 2)) (display "a long string to make this not fit in the line at all") (+ a b)))
(pretty-print '(cond ((= x 1) (display "one one one one one one one")) ((= x 2) (display "two two two two two")) (else 'other)))
(pretty-print (list->vector (nums 20)))
(pretty-print '(cond ((= x 1) (display "one one one one one one one1")) ((= x 2) (display "two two two two two")) (else 'other)))
(pretty-print '(cond ((= x 1) (display "one one one one one one one")) ((= x 2) (display "two two two two two")) (else 'other)))
(pretty-print '(abcdefg (a b c d e f g h i j k l m n o p q r s t u v w x y z aaaaa) b))
(pretty-print '(abcdefg (a b c d e f g h i j k l m n o p q r s t u v w x y z aaaaaa) b))
; expect: (a b c)
; expect: (define (f x)
; expect:   (let loop ((i 0) (acc '()))
; expect:     (if (> i x)
; expect:       (reverse acc)
; expect:       (loop (+ i 1) (cons (* i i) acc)))))
; expect: (abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef
; expect:   abcdef)
; expect: "str"
; expect: #(1 2 3)
; expect: after
; expect: (a (b (c (d (e (f (g (h (i (j (k (l (m (n (o (p (q (r (s (t (u (v (w (x (y (z 1
; expect:                                                                               2
; expect:                                                                               3
; expect:                                                                               4
; expect:                                                                               5
; expect:                                                                               6
; expect:                                                                               7
; expect:                                                                               8
; expect:                                                                               9
; expect:                                                                               10
; expect:                                                                               11
; expect:                                                                               12
; expect:                                                                               13
; expect:                                                                               14
; expect:                                                                               15))))))))))))))))))))))))))
; expect: ((alpha . 1)
; expect:  (beta . 2)
; expect:  (gamma . 3)
; expect:  (delta . 4)
; expect:  (epsilon . 5)
; expect:  (zeta . 6)
; expect:  (eta . 7)
; expect:  (theta . 8))
; expect: (ab 1000
; expect:     2000
; expect:     3000
; expect:     4000
; expect:     5000
; expect:     6000
; expect:     7000
; expect:     8000
; expect:     9000
; expect:     10000
; expect:     11000
; expect:     12000
; expect:     13000
; expect:     14000
; expect:     15000
; expect:     16000
; expect:     17000
; expect:     18000
; expect:     19000
; expect:     20000)
; expect: (abcde 1000
; expect:        2000
; expect:        3000
; expect:        4000
; expect:        5000
; expect:        6000
; expect:        7000
; expect:        8000
; expect:        9000
; expect:        10000
; expect:        11000
; expect:        12000
; expect:        13000
; expect:        14000
; expect:        15000
; expect:        16000
; expect:        17000
; expect:        18000
; expect:        19000
; expect:        20000)
; expect: (abcdef
; expect:   1000
; expect:   2000
; expect:   3000
; expect:   4000
; expect:   5000
; expect:   6000
; expect:   7000
; expect:   8000
; expect:   9000
; expect:   10000
; expect:   11000
; expect:   12000
; expect:   13000
; expect:   14000
; expect:   15000
; expect:   16000
; expect:   17000
; expect:   18000
; expect:   19000
; expect:   20000)
; expect: (1000
; expect:  2000
; expect:  3000
; expect:  4000
; expect:  5000
; expect:  6000
; expect:  7000
; expect:  8000
; expect:  9000
; expect:  10000
; expect:  11000
; expect:  12000
; expect:  13000
; expect:  14000
; expect:  15000
; expect:  16000
; expect:  17000
; expect:  18000
; expect:  19000
; expect:  20000)
; expect: (foo (1000
; expect:       2000
; expect:       3000
; expect:       4000
; expect:       5000
; expect:       6000
; expect:       7000
; expect:       8000
; expect:       9000
; expect:       10000)
; expect:      (1000
; expect:       2000
; expect:       3000
; expect:       4000
; expect:       5000
; expect:       6000
; expect:       7000
; expect:       8000
; expect:       9000
; expect:       10000)
; expect:      (1000 2000 3000))
; expect: (lambda (x y)
; expect:   (display
; expect:     "a long string to make this not fit in the line at all")
; expect:   (newline)
; expect:   (+ x y))
; expect: (let ((a 1) (b 2))
; expect:   (display
; expect:     "a long string to make this not fit in the line at all")
; expect:   (+ a b))
; expect: (cond ((= x 1) (display "one one one one one one one"))
; expect:       ((= x 2) (display "two two two two two"))
; expect:       (else 'other))
; expect: #(1000
; expect:   2000
; expect:   3000
; expect:   4000
; expect:   5000
; expect:   6000
; expect:   7000
; expect:   8000
; expect:   9000
; expect:   10000
; expect:   11000
; expect:   12000
; expect:   13000
; expect:   14000
; expect:   15000
; expect:   16000
; expect:   17000
; expect:   18000
; expect:   19000
; expect:   20000)
; expect: (cond ((= x 1)
; expect:        (display "one one one one one one one1"))
; expect:       ((= x 2) (display "two two two two two"))
; expect:       (else 'other))
; expect: (cond ((= x 1) (display "one one one one one one one"))
; expect:       ((= x 2) (display "two two two two two"))
; expect:       (else 'other))
; expect: (abcdefg
; expect:   (a b
; expect:      c
; expect:      d
; expect:      e
; expect:      f
; expect:      g
; expect:      h
; expect:      i
; expect:      j
; expect:      k
; expect:      l
; expect:      m
; expect:      n
; expect:      o
; expect:      p
; expect:      q
; expect:      r
; expect:      s
; expect:      t
; expect:      u
; expect:      v
; expect:      w
; expect:      x
; expect:      y
; expect:      z
; expect:      aaaaa)
; expect:   b)
; expect: (abcdefg
; expect:   (a b
; expect:      c
; expect:      d
; expect:      e
; expect:      f
; expect:      g
; expect:      h
; expect:      i
; expect:      j
; expect:      k
; expect:      l
; expect:      m
; expect:      n
; expect:      o
; expect:      p
; expect:      q
; expect:      r
; expect:      s
; expect:      t
; expect:      u
; expect:      v
; expect:      w
; expect:      x
; expect:      y
; expect:      z
; expect:      aaaaaa)
; expect:   b)
