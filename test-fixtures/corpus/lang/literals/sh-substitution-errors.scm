; A value of &sh where the shell cannot take one as data is a compile-time error at the value:
; the delimiter word of a here-document, the body of one whose delimiter is quoted (nothing
; expands there) and a parameter's name.
(define v "x")
(define (f) &sh{cat <<&[v]})
;                       ^ error: &sh: a value cannot be the delimiter word of a here-document
(define (g) &sh{cat <<'E'
a &[v]})
;   ^ error: &sh: a value cannot be substituted in a here-document whose delimiter is quoted (nothing expands there); leave the delimiter unquoted
(define (h) &sh{echo ${x&[v]}})
;                         ^ error: &sh: a value cannot be part of a parameter name in ${...}
(define (k) &sh{cat <<E
a &[v] $x ${x:-&[v]}
E
})
