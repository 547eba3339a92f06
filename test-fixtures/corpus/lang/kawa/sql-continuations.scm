; with-database is written with parameterize and dynamic-wind, so a continuation captured inside
; it can be re-entered while the database is open; the connection is closed once, at the end.
(define k #f)
(define n 0)
(define db #f)
(with-database "jdbc:sqlite::memory:"
  (lambda ()
    (set! db (current-database))
    (define v (call/cc (lambda (c) (set! k c) 0)))
    (write &sql{select &[v] as v})
    (newline)
    (set! n (+ n 1))
    (if (< n 3) (k n))))
(display (db:isClosed))
(newline)
; expect: (((v . 0)))
; expect: (((v . 1)))
; expect: (((v . 2)))
; expect: #t
