; SRFI 88: keyword objects, importable as (srfi 88) (Kawa 3.1.1 has them in its default environment
; only; the output is what Kawa prints without the import).
(import (scheme base) (scheme write) (srfi 88))
(write (list (keyword? 'foo:) (keyword? 'foo) (keyword->string 'foo:) (string->keyword "bar") (eq? (string->keyword "foo") 'foo:)))
(newline)
; expect: (#t #f "foo" bar: #t)
