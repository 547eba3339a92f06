; list-copy copies the spine only; list-set! mutates in place (R7RS 6.4).
(define original (list 1 (list 2) 3))
(define copy (list-copy original))
(list-set! copy 0 'one)
(set-car! (cadr copy) 'shared)
(write original)
(newline)
; expect: (1 (shared) 3)
(write copy)
(newline)
; expect: (one (shared) 3)
(write (list-copy 'not-a-list))
;                 ^^^^^^^^^^^ warning: list-copy: argument 1 expects list, got symbol
(newline)
; expect: not-a-list
(write (eq? copy original))
(newline)
; expect: #f
