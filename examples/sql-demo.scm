;; &sql{...}: SQL with bound parameters, on an in-memory SQLite database.
;; ./kopi examples/sql-demo.scm (kopi bundles SQLite's JDBC driver; a compiled program needs the
;; driver on its class path).
;; Every &[expr] is a JDBC parameter, never SQL text, so no value can change a statement.

(define (show-person row)
  (display (cdr (assq 'name row)))
  (display ", ")
  (display (cdr (assq 'age row)))
  (newline))

(with-database "jdbc:sqlite::memory:"
  (lambda ()
    &sql{create table person (name text not null, age integer, city text)}

    ;; A statement without rows evaluates to its update count.
    (define added ::int 0)
    (for-each
      (lambda (p)
        (set! added (+ added &sql{insert into person values (&[(car p)], &[(cadr p)], &[(caddr p)])})))
      '(("Ann" 31 "Oslo") ("Bob" 25 "Rome") ("Cy" 47 "Oslo")
        ("Robert'); drop table person; --" 12 "Oslo")))
    (display "added ") (display added) (newline)

    ;; A query evaluates to a list of rows, each an association list.
    (define city "Oslo")
    (define min-age 30)
    (for-each show-person
              &sql{select name, age from person where city = &[city] and age > &[min-age] order by name})

    ;; The hostile name was stored as data, and the table is still there.
    (for-each show-person &sql{select name, age from person where age < 18})

    ;; A list expands to one parameter per element.
    (write &sql{select count(*) as n from person where name in (&[(list "Ann" "Bob" "Zed")])})
    (newline)

    ;; Table and column names go through sql-identifier, which quotes them.
    (define column "city")
    (write &sql{select distinct &[(sql-identifier column)] from person order by 1})
    (newline)

    ;; with-transaction commits when its body returns and rolls back on any other exit.
    (guard (e ((error-object? e) (display "rolled back: ") (display (error-object-message e)) (newline)))
      (with-transaction
        (lambda ()
          &sql{delete from person}
          (error "changed my mind"))))

    ;; sql-for-each streams the rows one at a time.
    (sql-for-each (lambda (row) (display (cdr (assq 'name row))) (display " "))
                  &sql{select name from person order by age desc})
    (newline)))
