; module-extends and module-implements: the types must fit, and the module must define the
; abstract methods with arities that accept their arguments. Kawa 3.1.1 compiles the first two
; (a call of the missing method is an AbstractMethodError at run time) and fails on the others
; with internal errors; these located diagnostics are Kopi's.
(module-implements java.lang.Runnable java.util.Comparator)
;                                     ^^^^^^^^^^^^^^^^^^^^ error: module-implements: the module does not define compare, which java.util.Comparator.compare(java.lang.Object, java.lang.Object) needs (define (compare ...) ...)
(define (run x) x)
; ^^^^^^^^^^^^^^^^^^@0 error: run: java.lang.Runnable.run() takes 0 arguments, which this definition does not accept
(module-extends java.lang.Runnable)
;               ^^^^^^^^^^^^^^^^^^ error: module-extends: java.lang.Runnable is an interface (a module's class implements it with module-implements)
(module-implements java.lang.Thread)
;                  ^^^^^^^^^^^^^^^^ error: module-implements: java.lang.Thread is a class, not an interface (a module's class extends it with module-extends)
(module-extends java.lang.Math)
;               ^^^^^^^^^^^^^^ error: module-extends: cannot extend final class java.lang.Math
(module-extends java.io.InputStreamReader)
;               ^^^^^^^^^^^^^^^^^^^^^^^^^ error: module-extends: java.io.InputStreamReader has no public or protected constructor without arguments for the module's class to call
