; Strings of every mix (literal and mutable, empty, non-BMP) through equal?, member, assoc,
; hash tables, string=? and string<?. Two mutable strings once overflowed the stack in equal?
; (issue 15, item 2).
(define texts '("" "ab" "abc" "b" "\xe9;" "a\xFFFF;" "a\x1F600;b" "\x1F600;"))
(define (literal t) t)
(define (mutable t) (string-copy t))
(define (built t) (list->string (string->list t)))
(define kinds (list literal mutable built))
(define (index-of t) (let loop ((l texts) (i 0)) (if (string=? (car l) t) i (loop (cdr l) (+ i 1)))))
; Every pair of texts in every pair of kinds: equal? and string=? hold exactly for the same
; text, and string<? agrees with the order of the literal texts by code point.
(define (code-points<? a b)
  (let loop ((a (map char->integer (string->list a))) (b (map char->integer (string->list b))))
    (cond ((null? b) #f) ((null? a) #t) ((< (car a) (car b)) #t) ((> (car a) (car b)) #f)
          (else (loop (cdr a) (cdr b))))))
(define checks 0)
(define wrong '())
(for-each
 (lambda (make-x)
   (for-each
    (lambda (make-y)
      (for-each
       (lambda (tx)
         (for-each
          (lambda (ty)
            (let ((x (make-x tx)) (y (make-y ty)) (same (eq? tx ty)))
              (set! checks (+ checks 1))
              (unless (and (eq? (equal? x y) same)
                           (eq? (string=? x y) same)
                           (eq? (string<? x y) (code-points<? tx ty))
                           (eq? (string>? x y) (code-points<? ty tx))
                           (eq? (string<=? x y) (not (code-points<? ty tx))))
                (set! wrong (cons (list tx ty) wrong)))))
          texts))
       texts))
    kinds))
 kinds)
(write (list checks (reverse wrong)))
(newline)
; expect: (576 ())
(write (equal? (string-copy "ab") (string-copy "ab")))
(newline)
; expect: #t
(write (list (equal? (make-string 0) "") (equal? (string-copy "") (make-string 0))
             (equal? (string-copy "a\x1F600;b") "a\x1F600;b") (equal? (string-copy "ab") (string-copy "abc"))))
(newline)
; expect: (#t #t #t #f)
; Code point order, not UTF-16 order: U+FFFF sorts before U+1F600.
(write (list (string<? (string-copy "a\xFFFF;") (string-copy "a\x1F600;b"))
             (string<? (string-copy "a\x1F600;") (string-copy "a\xFFFF;"))))
(newline)
; expect: (#t #f)
; Lists and alists of mutable strings searched with mutable and literal keys.
(define names (map string-copy '("ab" "" "a\x1F600;b")))
(write (list (member (string-copy "a\x1F600;b") names) (member "" names) (member (string-copy "x") names)))
(newline)
; expect: (("a😀b") ("" "a😀b") #f)
(define table (map (lambda (n) (cons (string-copy n) (string-length n))) '("ab" "" "a\x1F600;b")))
(write (list (assoc (string-copy "ab") table) (assoc "" table) (assoc (string-copy "a\x1F600;b") table)
             (assoc "abc" table)))
(newline)
; expect: (("ab" . 2) ("" . 0) ("a😀b" . 3) #f)
; Hash tables keyed by strings: a key stored as a mutable string is found by an equal literal,
; and the other way round.
(define h (make-hash-table))
(hash-table-set! h (string-copy "ab") 1)
(hash-table-set! h "" 2)
(hash-table-set! h (string-copy "a\x1F600;b") 3)
(hash-table-set! h "ab" 10)
(write (list (hash-table-ref/default h "ab" #f) (hash-table-ref/default h (string-copy "") #f)
             (hash-table-ref/default h "a\x1F600;b" #f) (hash-table-ref h (string-copy "ab") (lambda () 'none))
             (hash-table-ref/default h (string-copy "abc") 'none) (hash-table-count h)))
(newline)
; expect: (10 2 3 10 none 3)
; Strings inside lists and vectors compare by content too.
(write (list (equal? (list (string-copy "x") (vector (string-copy "y"))) (list "x" (vector "y")))
             (equal? (vector (string-copy "x")) (vector (string-copy "z")))))
(newline)
; expect: (#t #f)
