; Empty XML elements (see xml-namespaces.scm): no content (an empty string or list adds none) is
; <t />. Expected output from Kawa 3.1.1, which in other files writes some of these as
; <h:b></h:b> and <h:p ...></h:p> instead: its choice depends on the rest of the file, plainly by
; mistake.
(define-xml-namespace h "u")
(display (h:p 1 2)) (newline)
(display (h:p "")) (newline)
(display (h:p class: "c")) (newline)
(display (h:p 1 (h:b) 2)) (newline)
(display (h:p '())) (newline)
; expect: <h:p xmlns:h="u">1 2</h:p>
; expect: <h:p xmlns:h="u" />
; expect: <h:p xmlns:h="u" class="c" />
; expect: <h:p xmlns:h="u">1<h:b />2</h:p>
; expect: <h:p xmlns:h="u" />
