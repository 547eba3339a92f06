; Kawa's try-catch, try-finally, throw and primitive-throw (outputs checked against Kawa 3.1.1).
(try-catch (car 5) (ex java.lang.Throwable (display 'caught) (newline)))
;               ^ warning: car: argument 1 expects pair, got integer
; expect: caught
(display (try-catch (+ 1 2) (ex java.lang.Throwable 'never)))
(newline)
; expect: 3
; The first clause whose type matches runs, with the variable typed.
(try-catch (primitive-throw (java.io.IOException "disk"))
  (e java.lang.RuntimeException (display "runtime"))
  (e java.io.IOException (display (e:getMessage))))
(newline)
; expect: disk
; Kopi also takes the type with its :: marker (Kawa 3.1.1 does not).
(try-catch (throw (java.lang.IllegalStateException "state"))
  (e ::java.lang.IllegalStateException (display (e:getMessage))))
(newline)
; expect: state
; A Scheme error is seen as a Java exception whose message is the error's.
(try-catch (error "bad thing:" 42)
  (e java.lang.Exception (display (e:getMessage))))
(newline)
; expect: bad thing: 42
; A condition no clause takes goes on to the next handler out.
(display (guard (outer ((string? outer) (string-append "outer " outer)))
  (try-catch (raise "plain") (e java.io.IOException 'never))))
(newline)
; expect: outer plain
; try-finally runs its cleanup on every way out.
(display (try-finally (+ 1 2) (display "cleanup ")))
(newline)
; expect: cleanup 3
(guard (e (#t (display (list 'then (error-object-message e))) (newline)))
  (try-finally (error "failed") (display "cleanup ")))
; expect: cleanup (then failed)
; throw takes a Java exception; guard sees the exception itself.
(guard (e ((instance? e java.io.IOException) (display (list (error-object? e) (e:getMessage))) (newline)))
  (throw (java.io.IOException "io")))
; expect: (#t io)
