; Type specifiers after a variable, a parameter or a lambda list.
(define x ::int 1)
(lambda (a ::string b ::java.util.List) ::boolean #t)
::vector[string]
::java.util.List
(define (f (n ::long)) ::double 1.0)
