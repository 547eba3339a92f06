; Kawa's XML namespaces construct XML element values, which Kopi does not have: in Kawa 3.1.1
; (define-xml-namespace h "http://www.w3.org/1999/xhtml") makes (h:p "hello") an element that
; displays as <h:p xmlns:h="http://www.w3.org/1999/xhtml">hello</h:p>. Kopi says it is not
; supported, at the form. Kawa 3.1.1 reads #,(name ...) as a SRFI 10 reader constructor and has
; no define-reader-ctor ("unknown reader constructor name"); Kopi reads #, as unsyntax.
(define-xml-namespace h "http://www.w3.org/1999/xhtml")
;^^^^^^^^^^^^^^^^^^^^ error: define-xml-namespace is not supported yet: Kopi has no XML element values for h:tag to construct
(define-namespace html "http://www.w3.org/1999/xhtml")
;                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error: define-namespace: XML namespaces (http://www.w3.org/1999/xhtml) are not supported yet (Kopi has no XML element values); only "class:NAME" Java classes are
(display #,(point 1 2))
;        ^^ error: misplaced auxiliary syntax unsyntax (#, and #,@ are unsyntax and unsyntax-splicing, only inside quasisyntax; SRFI 10's #,(name ...) reader constructors are not supported)
