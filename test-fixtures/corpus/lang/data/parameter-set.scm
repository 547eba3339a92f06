; Calling a parameter with one argument sets it, as in Kawa 3.1.1: the converter is applied, and
; inside a parameterize of it the innermost binding changes, which the parameterize restores when
; it exits. (set! (p) v) does the same, and so does calling current-output-port with a port. The call returns #!void. Expected output from Kawa 3.1.1.
(define q (make-parameter "a"))
(q "direct")
(write (q))
(newline)
; expect: "direct"
(parameterize ((q "inner"))
  (q "set-inner")
  (write (q))
  (newline))
; expect: "set-inner"
(write (q))
(newline)
; expect: "direct"
(define r (make-parameter 1 (lambda (x) (* x 10))))
(r 2)
(write (r))
(newline)
; expect: 20
(parameterize ((r 3))
  (let ((before (r)))
    (r 4)
    (write (list before (r)))
    (newline)))
; expect: (30 40)
(write (r))
(newline)
; expect: 20
(set! (q) "viaset")
(write (list (q) (q "x") (q)))
(newline)
; expect: ("viaset" #!void "x")
; The current ports are parameters too. (Kopi's sessions bind the current ports afresh for each
; top-level form, so a port set by one form is not the next one's: one form here.)
(define sp (open-output-string))
(let ((keep (current-output-port)))
  (current-output-port sp)
  (display "hidden")
  (current-output-port keep))
(write (get-output-string sp))
(newline)
; expect: "hidden"
