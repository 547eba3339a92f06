; Java lists print as vectors and Java arrays (other than vectors and bytevectors) in brackets, as
; Kawa prints them. Expected output from Kawa 3.1.1.
(define al (java.util.ArrayList))
(al:add 1)
(al:add "s")
(write al) (newline)
(display al) (newline)
(write (list (double[] 1.5 2) (long[] 1) (char[] #\a #\b) (boolean[] #t) (String[] "a" "b")))
(newline)
(display (String[] "a" "b")) (newline)
(define nested (java.util.ArrayList))
(nested:add (list 1 2))
(write (list nested (java.util.Arrays:asList 1 2))) (newline)
(display (java.util.Arrays:toString (int[] 1 2))) (newline)
; expect: #(1 "s")
; expect: #(1 s)
; expect: ([1.5 2.0] [1] [#\a #\b] [#t] ["a" "b"])
; expect: [a b]
; expect: (#((1 2)) #(1 2))
; expect: [1, 2]
