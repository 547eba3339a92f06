; A database error is a Scheme error naming the SQL state, located at the &sql form.
(with-database "jdbc:sqlite::memory:"
  (lambda ()
    &sql{select * from nosuch}))
; expect runtime error: :4:5: &sql: [SQLITE_ERROR] SQL error or missing database (no such table: nosuch) (no SQL state; error code 1)
