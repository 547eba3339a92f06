; R7RS 6.5 symbols, 6.6 characters (Unicode) and 6.7 strings, with the report's examples.
(import (scheme base) (scheme char) (scheme write))
(define (show x) (write x) (newline))
(show (symbol? 'foo))
; expect: #t
(show (symbol? (car '(a b))))
; expect: #t
(show (symbol? "bar"))
; expect: #f
(show (symbol? 'nil))
; expect: #t
(show (symbol? '()))
; expect: #f
(show (symbol? #f))
; expect: #f
(show (symbol=? 'a 'a 'a))
; expect: #t
(show (symbol=? 'a 'a 'b))
; expect: #f
(show (symbol->string 'flying-fish))
; expect: "flying-fish"
(show (symbol->string 'Martin))
; expect: "Martin"
(show (symbol->string (string->symbol "Malvina")))
; expect: "Malvina"
(show (string->symbol "mISSISSIppi"))
; expect: mISSISSIppi
(show (eq? 'bitBlt (string->symbol "bitBlt")))
; expect: #t
(show (eq? 'LollyPop (string->symbol (symbol->string 'LollyPop))))
; expect: #t
(show (string=? "K. Harper, M.D." (symbol->string (string->symbol "K. Harper, M.D."))))
; expect: #t
(show (string->symbol "hello world"))
; expect: |hello world|
(show (string->symbol ""))
; expect: ||
(show '|a b|)
; expect: |a b|
(show (symbol->string '|x\x41;y|))
; expect: "xAy"
(show (eq? 'abc 'ABC))
; expect: #f
(show #\a)
; expect: #\a
(show #\A)
; expect: #\A
(show #\()
; expect: #\(
(show #\space)
; expect: #\space
(show #\newline)
; expect: #\newline
(show #\tab)
; expect: #\tab
(show #\null)
; expect: #\null
(show #\alarm)
; expect: #\alarm
(show #\backspace)
; expect: #\backspace
(show #\delete)
; expect: #\delete
(show #\escape)
; expect: #\escape
(show #\return)
; expect: #\return
(show #\x41)
; expect: #\A
(show #\x3bb)
; expect: #\λ
(show #\λ)
; expect: #\λ
(show (char->integer #\x3bb))
; expect: 955
(show (char? #\a))
; expect: #t
(show (char? "a"))
; expect: #f
(show (char=? #\a #\a #\a))
; expect: #t
(show (char<? #\a #\b #\c))
; expect: #t
(show (char<? #\a #\c #\b))
; expect: #f
(show (char>? #\b #\a))
; expect: #t
(show (char<=? #\a #\a #\b))
; expect: #t
(show (char>=? #\b #\b #\a))
; expect: #t
(show (char-ci=? #\a #\A))
; expect: #t
(show (char-ci<? #\a #\B))
; expect: #t
(show (char-ci>? #\Z #\a))
; expect: #t
(show (char-ci<=? #\a #\A #\b))
; expect: #t
(show (char-ci>=? #\B #\b #\a))
; expect: #t
(show (char-alphabetic? #\a))
; expect: #t
(show (char-alphabetic? #\λ))
; expect: #t
(show (char-alphabetic? #\1))
; expect: #f
(show (char-numeric? #\1))
; expect: #t
(show (char-numeric? #\x0664))
; expect: #t
(show (char-numeric? #\a))
; expect: #f
(show (char-whitespace? #\space))
; expect: #t
(show (char-whitespace? #\tab))
; expect: #t
(show (char-whitespace? #\x00A0))
; expect: #t
(show (char-whitespace? #\a))
; expect: #f
(show (char-upper-case? #\A))
; expect: #t
(show (char-upper-case? #\a))
; expect: #f
(show (char-lower-case? #\a))
; expect: #t
(show (char-lower-case? #\3))
; expect: #f
(show (digit-value #\3))
; expect: 3
(show (digit-value #\x0664))
; expect: 4
(show (digit-value #\x0AE6))
; expect: 0
(show (digit-value #\a))
; expect: #f
(show (char->integer #\A))
; expect: 65
(show (integer->char 97))
; expect: #\a
(show (integer->char #x1F600))
; expect: #\😀
(show (char-upcase #\a))
; expect: #\A
(show (char-upcase #\λ))
; expect: #\Λ
(show (char-upcase #\1))
; expect: #\1
(show (char-downcase #\A))
; expect: #\a
(show (char-downcase #\Σ))
; expect: #\σ
(show (char-foldcase #\A))
; expect: #\a
(show (char-foldcase #\Σ))
; expect: #\σ
(show (char-upcase #\ß))
; expect: #\ß
(show "abc")
; expect: "abc"
(show "a\nb")
; expect: "a\nb"
(show "tab\there")
; expect: "tab\there"
(show "quote\"inside")
; expect: "quote\"inside"
(show "back\\slash")
; expect: "back\\slash"
(show "\x41;\x3bb;")
; expect: "Aλ"
(show "line one \
       line two")
; expect: "line one line two"
(show (string? "x"))
; expect: #t
(show (string? #\x))
; expect: #f
(show (make-string 3 #\z))
; expect: "zzz"
(show (string-length (make-string 2)))
; expect: 2
(show (string #\a #\b))
; expect: "ab"
(show (string))
; expect: ""
(show (string-length "abc"))
; expect: 3
(show (string-length ""))
; expect: 0
(show (string-length "λx"))
; expect: 2
(show (string-ref "abc" 1))
; expect: #\b
(show (let ((s (make-string 3 #\-))) (string-set! s 1 #\+) s))
; expect: "-+-"
(show (let ((s (string-copy "hello"))) (string-fill! s #\x 1 3) s))
; expect: "hxxlo"
(show (let ((s (string-copy "hello"))) (string-fill! s #\y) s))
; expect: "yyyyy"
(show (string=? "abc" "abc" "abc"))
; expect: #t
(show (string=? "abc" "abd"))
; expect: #f
(show (string<? "abc" "abd"))
; expect: #t
(show (string<? "ab" "abc"))
; expect: #t
(show (string>? "b" "abc"))
; expect: #t
(show (string<=? "a" "a" "b"))
; expect: #t
(show (string>=? "b" "a" "a"))
; expect: #t
(show (string-ci=? "Strasse" "STRASSE"))
; expect: #t
(show (string-ci<? "apple" "BANANA"))
; expect: #t
(show (string-ci>? "Zebra" "apple"))
; expect: #t
(show (string-ci<=? "a" "A"))
; expect: #t
(show (string-ci>=? "a" "B"))
; expect: #f
(show (string-upcase "hello λ"))
; expect: "HELLO Λ"
(show (string-downcase "HELLO Σ"))
; expect: "hello σ"
(show (string-foldcase "Hello"))
; expect: "hello"
(show (string-upcase "straße"))
; expect: "STRASSE"
(show (substring "hello world" 6 11))
; expect: "world"
(show (substring "abc" 1 1))
; expect: ""
(show (string-append "foo" "bar" "baz"))
; expect: "foobarbaz"
(show (string-append))
; expect: ""
(show (string->list "abc"))
; expect: (#\a #\b #\c)
(show (string->list "abcde" 2))
; expect: (#\c #\d #\e)
(show (string->list "abcde" 1 3))
; expect: (#\b #\c)
(show (list->string '(#\a #\b)))
; expect: "ab"
(show (list->string '()))
; expect: ""
(show (string-copy "hello" 1))
; expect: "ello"
(show (string-copy "hello" 1 3))
; expect: "el"
(show (let ((s "fixed") (c (string-copy "fixed"))) (eq? s c)))
; expect: #f
(define a "12345")
(define b (string-copy "abcde"))
(string-copy! b 1 a 0 2)
(show b)
; expect: "a12de"
(show (let ((s (string-copy "abcdef"))) (string-copy! s 2 s 0 3) s))
; expect: "ababcf"
(show (let ((s (string-copy "abcdef"))) (string-copy! s 0 s 2) s))
; expect: "cdefef"
(show (string-map char-upcase "abc"))
; expect: "ABC"
(show (string-map (lambda (c k) ((if (eqv? k #\u) char-upcase char-downcase) c)) "studlycaps xxx" "ululululul"))
; expect: "StUdLyCaPs"
(show (let ((v '())) (string-for-each (lambda (c) (set! v (cons (char->integer c) v))) "abcde") v))
; expect: (101 100 99 98 97)
(show (let ((v '())) (string-for-each (lambda (a b) (set! v (cons (string a b) v))) "abc" "xy") v))
; expect: ("by" "ax")
(show (string->vector "ABC"))
; expect: #(#\A #\B #\C)
(show (string->vector "ABCDE" 1 3))
; expect: #(#\B #\C)
(show (vector->string #(#\1 #\2 #\3)))
; expect: "123"
(show (vector->string #(#\a #\b #\c #\d) 1))
; expect: "bcd"
(show (string->utf8 "λ"))
; expect: #u8(206 187)
(show (utf8->string #u8(#x41 #xCE #xBB)))
; expect: "Aλ"
(show (string->number "1e3"))
; expect: 1000.0
