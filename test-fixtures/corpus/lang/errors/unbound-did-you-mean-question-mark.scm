; A suggestion that lacks the unknown name's final ? says so: "did you mean counter?" would read as
; the unknown name itself. A suggested name that ends in ? ends the question. Kawa 3.1.1 only warns
; "no declaration seen for counter?" and fails with "unbound location" when the call runs.
(define (counter n) n)
(define (empty-box? b) #f)
(display (counter? 5))
;         ^^^^^^^^ error: unbound variable: counter?, did you mean counter, without the question mark?
(display (empty-box 1))
;         ^^^^^^^^^ error: unbound variable: empty-box, did you mean empty-box?
