; Kawa's reader additions: case-insensitive booleans, backslash-u escapes, SRFI 88 keywords.
(write (list #T #F #True #FALSE))
(newline)
; expect: (#t #f #t #f)
(write "\u0041BC\u00e9")
(newline)
; expect: "ABCé"
(write (string-length "\ud83d\ude00"))
(newline)
; expect: 1
(write (list (keyword? foo:) (keyword? 'foo) (keyword->string foo:) (string->keyword "bar")))
(newline)
; expect: (#t #f "foo" bar:)
(write (eq? (string->keyword "baz") baz:))
(newline)
; expect: #t
