; An anonymous class has no constructors or static members in Kopi yet; Kawa 3.1.1 accepts
; them.
(define a (object () ((*init*) #t)))
;                     ^^^^^^^^ error: object: *init* in an anonymous class is not supported yet
(define b (object () (count allocation: 'static)))
;                     ^^^^^ error: object: an anonymous class has no static fields (count)
(define c (object (java.lang.Runnable) ((run) (undefined-thing))))
;                                              ^^^^^^^^^^^^^^^ error: unbound variable: undefined-thing
