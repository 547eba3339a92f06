; Static checks of &sql{...}: values go in as parameters, so one written inside an SQL string
; literal would never be seen; an unbalanced quote, a ? and a nested template are errors too.
(define x 1)
(define (a) &sql{select 'a&[x]' from t})
;                           ^ error: &sql: a value cannot be inside an SQL string literal; write &[...] without the quotes, it is passed as a parameter
(define (b) &sql{select 'abc from t})
;                       ^ error: &sql: unterminated SQL string literal: this quote has no closing quote
(define (c) &sql{select * from t where x = ?})
;                                          ^ error: &sql: write a parameter as &[expression], not ?
(define (d) &sql{select &{a &[x]} from t})
;                       ^^^^^^^^^ error: &sql: only SQL text and &[...] values may be written in an &sql literal (a template here would be SQL text)
(define (e) &sql{select "col&[x]" from t})
;                             ^ error: &sql: a value cannot be inside a quoted SQL identifier; use (sql-identifier name)
(define (f) &sql{select 1 /* &[x] */})
;                              ^ error: &sql: a value cannot be inside an SQL comment
(define (g) &sql[1]{select 1})
;                ^ error: &sql: expected no [arguments] before the statement
(define (h) &sql{  })
;           ^^^^^^^^ error: &sql: expected a statement, got empty text
