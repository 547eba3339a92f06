; &sql{...} on an in-memory SQLite database (the driver is on the test class path). Kawa never
; shipped &sql (the Kawa 2.0 announcement only planned it), so the expectations are Kopi's.
; Rows are association lists from column label (a symbol) to value; a statement without a result
; set gives its update count.
(define (show x) (write x) (newline))
(with-database "jdbc:sqlite::memory:"
  (lambda ()
    (show &sql{create table person (name text, age integer, city text)})
    (define added ::int 0)
    (for-each (lambda (p)
                (set! added (+ added &sql{insert into person values (&[(car p)], &[(cadr p)], &[(caddr p)])})))
              '(("Ann" 31 "Oslo") ("Bob" 25 "Rome") ("Cy" 47 "Oslo")))
    (show added)
    (define city "Oslo")
    (define min-age 30)
    (show &sql{select name, age from person where city = &[city] and age > &[min-age] order by name})
    ; A list or a vector is one parameter per element; an empty one matches nothing.
    (show &sql{select name from person where name in (&[(list "Ann" "Bob")]) order by name})
    (show &sql{select count(*) as n from person where age in (&[(vector 25 47)])})
    (show &sql{select count(*) as n from person where name in (&['()])})
    ; A table or column name goes through sql-identifier, quoted per the database.
    (define table "person")
    (show &sql{select max(age) as oldest from &[(sql-identifier table)]})
    (show (sql-identifier "a\"b"))
    ; sql-for-each streams the rows.
    (sql-for-each (lambda (row) (display (cdr (assq 'name row))) (display " "))
                  &sql{select name from person order by age})
    (newline)
    ; Values: NULL is #f, reals are flonums, blobs bytevectors, big integers exact.
    (show &sql{select null as z, 1.5 as f, &[(bytevector 0 255)] as b, &[9007199254740993] as i, &[#t] as t})
    (show (string? (cdr (assq 'name (car &sql{select name from person limit 1})))))))
; expect: 0
; expect: 3
; expect: (((name . "Ann") (age . 31)) ((name . "Cy") (age . 47)))
; expect: (((name . "Ann")) ((name . "Bob")))
; expect: (((n . 2)))
; expect: (((n . 0)))
; expect: (((oldest . 47)))
; expect: #<sql-identifier "a""b">
; expect: Bob Ann Cy 
; expect: (((z . #f) (f . 1.5) (b . #u8(0 255)) (i . 9007199254740993) (t . 1)))
; expect: #t
