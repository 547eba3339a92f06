; (module-static 'init-run): Kopi runs the module body once, as it always does.
; FIXME: Kawa 3.1.1 fails with "exception while initializing module" on this program; its manual
; says the body runs at initialization, which is what Kopi does.
(module-static 'init-run)
(define x 1)
(display x)
(newline)
; expect: 1
