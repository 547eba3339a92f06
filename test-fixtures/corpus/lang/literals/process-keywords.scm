; Unknown run-process keywords are compile-time errors where the call is visible.
(define (f) (run-process foo: 1 "true"))
;                        ^^^^ error: run-process: unknown keyword foo:
(define (g) &`[bar: 2]{true})
;              ^^^^ error: &`: unknown keyword bar:
(define (h) (run-process in: "x" env-HOME: "/" PATH: "/bin" "cat"))
