; Process forms: the value is a process that is its output wherever a string is needed.
(define word "kopi")
(display &`{echo hello &[word]})
; expect: hello kopi
(define p &`{echo abc})
(write (string-length p))
(newline)
; expect: 4
(write (string-append p "!"))
(newline)
; expect: "abc\n!"
(display (format #f "[~a] [~s]" p (->string p)))
(newline)
; expect: [abc
; expect: ] ["abc\n"]
(define s ::string p)
(write s)
(newline)
; expect: "abc\n"
(define out (open-output-string))
(write p out)
(display (substring (get-output-string out) 0 9))
(newline)
; expect: #<process
(display &`[in: "abcde"]{wc -c})
; expect: 5
(display &sh{echo "$((6*7))" | tr 4 x})
; expect: x2
(display &sh{printf '%s\n' &[word]})
; expect: kopi
(display (run-process in: "one two" "wc -w"))
; expect: 2
(display (pipe-process &`{printf "b\na\nc\n"} &`{sort} &`{head -n 2}))
; expect: a
; expect: b
(display (pipe-process &`{printf "x\ny\n"} "wc -l"))
; expect: 2
