; Format directives in a template: &~directive[values] is (format "~directive" values).
(define n 42)
(display &{[&~5d[n]] [&~a[n]] [&~s["s"]]})
(newline)
; expect: [   42] [42] ["s"]
