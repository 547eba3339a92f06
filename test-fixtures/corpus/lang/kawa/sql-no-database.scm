; Without a database, &sql says how to get one.
(define n 3)
(display &sql{select &[n]})
; expect runtime error: &sql: no database; use (with-database "jdbc:..." thunk) or parameterize current-database
