; Values SQL cannot hold, names no database can quote, and sql-for-each without a literal are
; errors that say what was expected.
(define (message thunk)
  (guard (e ((error-object? e) (display (error-object-message e)) (newline)))
    (thunk)))
(with-database "jdbc:sqlite::memory:"
  (lambda ()
    (message (lambda () &sql{select &[car]}))
    (message (lambda () &sql{select &[1/3]}))
    (message (lambda () (sql-identifier "")))
    (message (lambda () (sql-identifier (string #\a #\null))))
    (message (lambda () (sql-identifier 42)))
    (message (lambda () (sql-for-each display "select 1")))
    (message (lambda () (sql-for-each display &sql{create table t (x integer)})))
    (message (lambda () &sql{select 1 where 1 in (&[(list (list 1))])}))))
(message (lambda () (with-database "jdbc:nosuchdb:x" (lambda () 1))))
; expect: &sql: expected a value SQL can hold (integer, flonum, string, bytevector, boolean, #!null, java.time value), got #<procedure car>
; expect: &sql: expected a value SQL can hold (integer, flonum, string, bytevector, boolean, #!null, java.time value), got 1/3
; expect: sql-identifier: expected a non-empty name
; expect: sql-identifier: a name cannot contain the character NUL
; expect: sql-identifier: expected string or symbol, got 42
; expect: sql-for-each: expected an &sql{...} literal, got "select 1"
; expect: sql-for-each: the statement is not a query (it gave no rows)
; expect: &sql: expected a value for a parameter (a list of values expands to one parameter each), got (1)
; expect: sql-connect: no JDBC driver on the class path accepts jdbc:nosuchdb:x (add the driver's jar, e.g. org.xerial:sqlite-jdbc or org.postgresql:postgresql)
