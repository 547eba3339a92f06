; A value that does not match a pattern parameter is a run-time error (Kawa: "Argument '(10 20 30)'
; to 'add-pair' has wrong type").
(define (add-pair [u v]) (+ u v))
(display (add-pair '(10 20 30)))
; expect runtime error: match: no clause matches (10 20 30)
