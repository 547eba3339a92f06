; A database error is a Scheme error naming the SQL state (SQLite gives none, so its error code)
; and, in its message, the place of the &sql form.
(with-database "jdbc:sqlite::memory:"
  (lambda ()
    &sql{select * from nosuch}))
; expect runtime error: &sql at sql-runtime-error.scm:5:5: [SQLITE_ERROR] SQL error or missing database (no such table: nosuch) (no SQL state; error code 1)
