; No values are #!void, as in Kawa 3.1.1 (where the two are one object): used as a value it is
; #!void, which write names and display shows as nothing; a consumer that takes no arguments gets
; none (list gives ()), one that needs one gets #!void. Several values are written separated by
; spaces, as Kawa writes them.
(display (values 1 2))
(newline)
(write (list (values) (if #f #f)))
;                     ^^^^^^^^^^ warning: missing else where value is required
(newline)
(define nothing (values))
(write nothing)
(display nothing)
(newline)
(write (call-with-values (lambda () (values)) list))
(write (call-with-values (lambda () (if #f #f)) list))
(newline)
(let-values (((a) (values))) (write a))
(receive all (values) (write all))
(newline)
(write (eq? (values) (if #f #f)))
;                    ^^^^^^^^^^ warning: missing else where value is required
(newline)
; expect: 1 2
; expect: (#!void #!void)
; expect: #!void
; expect: ()()
; expect: #!void()
; expect: #t
