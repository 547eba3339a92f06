; Kawa's define-namespace with a URI string makes a namespace of symbols (in Kawa 3.1.1,
; (html:b "x") is then "unbound location: html:b"); Kopi does not support it and says so.
; define-xml-namespace (xml-namespaces.scm) is the form that makes XML elements. Kawa 3.1.1 reads
; #,(name ...) as a SRFI 10 reader constructor and has no define-reader-ctor ("unknown reader
; constructor name"); Kopi reads #, as unsyntax and says so outside quasisyntax.
(define-namespace html "http://www.w3.org/1999/xhtml")
;                      ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error: define-namespace: XML namespaces (http://www.w3.org/1999/xhtml) are not supported yet (only define-xml-namespace makes XML elements); only "class:NAME" Java classes are
(display #,(point 1 2))
;        ^^ error: misplaced auxiliary syntax unsyntax (#, and #,@ are unsyntax and unsyntax-splicing, only inside quasisyntax; SRFI 10's #,(name ...) reader constructors are not supported)
(define-xml-namespace x 5)
;                       ^ error: define-xml-namespace: expected a namespace URI string such as "http://www.w3.org/1999/xhtml", got 5
