; Statements are prepared once per connection and text and reused; the column labels they
; remember are read again after a statement that may change the schema, and a nested evaluation
; of the same literal (inside sql-for-each) gets its own statement.
(define (show x) (write x) (newline))
(with-database "jdbc:sqlite::memory:"
  (lambda ()
    &sql{create table t (a integer)}
    &sql{insert into t values (1), (2)}
    (define (all) &sql{select * from t order by 1})
    (show (all))
    &sql{alter table t rename column a to b}
    (show (all))
    (sql-for-each (lambda (row) (show (list row (length (all))))) &sql{select * from t order by 1})))
; expect: (((a . 1)) ((a . 2)))
; expect: (((b . 1)) ((b . 2)))
; expect: (((b . 1)) 2)
; expect: (((b . 2)) 2)
