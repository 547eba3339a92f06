; Format directives in a template: &~directive[values] is (format "~directive" values), with the
; parameters Common Lisp and Kawa give them: widths, 'c padding characters, digits.
(define n 42)
(display &{[&~5d[n]] [&~a[n]] [&~s["s"]]})
(newline)
; expect: [   42] [42] ["s"]
(display &{[&~5,'0d[n]] [&~5,'*x[255]] [&~8,'0b[5]] [&~o[8]] [&~:d[1234567]] [&~@d[n]]})
(newline)
; expect: [00042] [***ff] [00000101] [10] [1,234,567] [+42]
(display &{[&~5,'0d[-42]] [&~10,'0:d[1234567]] [&~16,4,'0r[255]]})
(newline)
; expect: [-0042] [01,234,567] [00ff]
(display &{[&~8a["ab"]] [&~8@a["ab"]] [&~8,,,'.a["ab"]] [&~5,2a["ab"]] [&~5s["s"]] [&~w["w"]]})
(newline)
; expect: [ab      ] [      ab] [ab......] [ab    ] ["s"  ] ["w"]
(display &{[&~,2f[3.14159]] [&~8,2f[2.5]] [&~,0f[2.5]] [&~f[2]] [&~@f[2.5]] [&~3,1,,'xf[123.456]]})
(newline)
; expect: [3.14] [    2.50] [2.] [2.0] [+2.5] [xxx]
(display &{[&~e[1234.5]] [&~,3e[1234.5]] [&~12,3,2e[1234.5]] [&~e[0.001]] [&~,2,,2e[1234.5]]})
(newline)
; expect: [1.2345E+3] [1.234E+3] [   1.234E+03] [1.0E-3] [12.3E+2]
(display &{[&~c[#\a]] [&~@c[#\a]] [&~v,'0d[6 n]]})
(newline)
; expect: [a] [#\a] [000042]
; A directive that takes no value may go without brackets, as in Kawa.
(display &{[&~~] [&~3~[]]&~%})
; expect: [~] [~~~]
(display (format #f "~d item~:p, ~d pon~:@p; ~a ~* ~a~%" 1 2 'x 'skipped 'y))
; expect: 1 item, 2 ponies; x  y
(display (format #f "one ~
                     line~3%"))
; expect: one line
; expect: 
; expect: 
