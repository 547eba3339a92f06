;; The injection suite of &sql{...} (SqlInjectionTest runs it on SQLite and PostgreSQL).
;; (run-suite URL POSTGRESQL?) passes every hostile value through every substitution form, reads
;; each back and compares it code point for code point and UTF-8 byte for byte, and checks the
;; table is intact. It returns the list of failures: '() when all is well.

(define long-ascii (make-string 100000 #\'))
(define long-mixed
  (let loop ((i 0) (parts '()))
    (if (= i 5000)
        (apply string-append parts)
        (loop (+ i 1) (cons "'\\\"; drop table person; -- é中😀" parts)))))

(define hostile
  (list "'" "''" "'; drop table person; --" "\\" "\\'; drop table person; --" "a\\'b" "\\\\'"
        "\"; drop table person; --" "\"" "?" "??" "$1" "%s %d" "$$; drop table person; $$"
        "/* x */" "*/" "-- x" "\n\r\t" "x' or '1'='1" "1; delete from person"
        "héllo wörld ✓ 中文 😀" "\x202E;\xFEFF;\x7F;" "\x1;\x1F;" "E'\\x27'" ""
        long-ascii long-mixed))

(define nul-values (list (string #\null) "a\x0;b" "\x0;'; drop table person; --"))

;; Short enough for an identifier everywhere (PostgreSQL truncates beyond 63 bytes), not empty.
(define (identifier-ok? s)
  (and (> (string-length s) 0) (<= (bytevector-length (string->utf8 s)) 63)))

(define (contains? text part)
  (let loop ((i 0))
    (cond ((> (+ i (string-length part)) (string-length text)) #f)
          ((string=? (substring text i (+ i (string-length part))) part) #t)
          (else (loop (+ i 1))))))

(define (run-suite url postgresql?)
  (define failures '())
  (define (check what value ok)
    (if (not ok)
        (set! failures (cons (list what (if (> (string-length value) 40) (substring value 0 40) value))
                             failures))))
  (define (same? a b)
    (and (string? a) (string=? a b) (equal? (string->utf8 a) (string->utf8 b))))
  (define (count-rows)
    (cdr (assq 'n (car &sql{select count(*) as n from person}))))
  (with-database url
    (lambda ()
      &sql{drop table if exists person}
      (if postgresql?
          &sql{create table person (id integer primary key, name text, data bytea)}
          &sql{create table person (id integer primary key, name text, data blob)})
      (define text-values (if postgresql? hostile (append hostile nul-values)))
      (define id 0)
      (for-each
        (lambda (v)
          (set! id (+ id 1))
          ;; A single value, in an insert and in a where clause.
          (check "insert" v (eqv? 1 &sql{insert into person (id, name, data) values (&[id], &[v], &[(string->utf8 v)])}))
          (let ((rows &sql{select name, data from person where id = &[id]}))
            (check "read back" v (same? (cdr (assq 'name (car rows))) v))
            (check "bytes read back" v (equal? (cdr (assq 'data (car rows))) (string->utf8 v))))
          (check "where =" v (equal? &sql{select id from person where name = &[v]} (list (list (cons 'id id)))))
          ;; A list and a vector: one parameter per element.
          (check "in list" v (equal? &sql{select id from person where name in (&[(list "-none-" v)])}
                                     (list (list (cons 'id id)))))
          (check "in vector" v (equal? &sql{select id from person where name in (&[(vector v v)])}
                                       (list (list (cons 'id id)))))
          ;; Streaming.
          (let ((seen '()))
            (sql-for-each (lambda (row) (set! seen (cons (cdr (assq 'name row)) seen)))
                          &sql{select name from person where name = &[v] and id = &[id]})
            (check "sql-for-each" v (and (= (length seen) 1) (same? (car seen) v))))
          ;; The value as an identifier: a column label and a table name.
          (if (and (identifier-ok? v) (not (memv #\null (string->list v))))
              (let ((column (sql-identifier v)))
                (let ((row (car &sql{select name as &[column] from person where id = &[id]})))
                  (check "identifier label" v (and (same? (symbol->string (caar row)) v) (same? (cdar row) v))))
                &sql{create table &[column] (x text)}
                &sql{insert into &[column] (x) values (&[v])}
                (check "identifier table" v (equal? &sql{select x from &[column]} (list (list (cons 'x v)))))
                &sql{drop table &[column]})))
        text-values)
      ;; Every value at once in one list.
      (check "all in one list" "" (eqv? (length text-values)
                                        (cdr (assq 'n (car &sql{select count(*) as n from person where name in (&[text-values])})))))
      ;; PostgreSQL's text cannot hold NUL: the statement fails with SQL state 22021 and nothing is
      ;; stored; as bytes the values go through.
      (if postgresql?
          (for-each
            (lambda (v)
              (set! id (+ id 1))
              (check "NUL in text is an error" v
                     (guard (e ((error-object? e) (contains? (error-object-message e) "SQL state 22021")))
                       &sql{insert into person (id, name) values (&[id], &[v])}
                       #f))
              (check "NUL as bytes" v (eqv? 1 &sql{insert into person (id, data) values (&[id], &[(string->utf8 v)])}))
              (check "NUL bytes read back" v
                     (equal? &sql{select data from person where id = &[id]} (list (list (cons 'data (string->utf8 v)))))))
            nul-values))
      ;; The table is intact and holds exactly what was inserted.
      (check "table intact" "" (eqv? (count-rows) id))))
  (reverse failures))
