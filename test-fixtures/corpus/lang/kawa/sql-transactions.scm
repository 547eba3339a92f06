; with-transaction commits when its thunk returns and rolls back on any other exit: an error, a
; raise, an escaping continuation. Nested, it is a savepoint. current-database is a parameter.
(define (show x) (write x) (newline))
(define db (sql-connect "jdbc:sqlite::memory:"))
(define (count) (cdr (assq 'n (car &sql{select count(*) as n from t}))))
(parameterize ((current-database db))
  &sql{create table t (x integer)}
  (with-transaction (lambda () &sql{insert into t values (1)} &sql{insert into t values (2)}))
  (show (count))
  (show (guard (e ((error-object? e) (error-object-message e)))
          (with-transaction (lambda () &sql{insert into t values (3)} (error "boom")))))
  (show (count))
  (show (guard (e ((symbol? e) e))
          (with-transaction (lambda () &sql{delete from t} (raise 'stop)))))
  (show (count))
  (show (call/cc (lambda (k) (with-transaction (lambda () &sql{delete from t} (k 'escaped))))))
  (show (count))
  (with-transaction
    (lambda ()
      &sql{insert into t values (10)}
      (guard (e (#t #f))
        (with-transaction (lambda () &sql{insert into t values (11)} (raise 'inner))))))
  (show &sql{select x from t order by x}))
(show (current-database))
(sql-close db)
; expect: 2
; expect: "boom"
; expect: 2
; expect: stop
; expect: 2
; expect: escaped
; expect: 2
; expect: (((x . 1)) ((x . 2)) ((x . 10)))
; expect: #f
