; Kawa's format follows Common Lisp: iteration, selection, case conversion, tabulation, money,
; general floats, numbers in words and Roman numerals. Expected output from Kawa 3.1.1, except
; where noted.
(define (show x) (write x) (newline))
; ~{ ~} iterates over a list; ~^ leaves when no argument is left; ~:{ takes a list of argument
; lists, ~@{ the remaining arguments; a parameter bounds the iterations; an empty body takes the
; control string from the arguments.
(show (format #f "~{~a~^, ~}" '(1 2 3)))
(show (format #f "~{~a=~a~^; ~}" '(a 1 b 2)))
(show (format #f "~:{<~a ~a>~}" '((a 1) (b 2))))
(show (format #f "~@{~a~^-~}" 1 2 3))
(show (format #f "~:@{~a+~a~^ ~}" '(1 2) '(3 4)))
(show (format #f "~2{~a~}" '(1 2 3 4)))
(show (format #f "~{~}" "~a." '(1 2)))
(show (format #f "~{x~:}" '()))
(show (format #f "~{~{~a~^+~}~^; ~}" '((1 2) (3 4))))
(show (format #f "~a~^ ~a" 1))
; expect: "1, 2, 3"
; expect: "a=1; b=2"
; expect: "<a 1><b 2>"
; expect: "1-2-3"
; expect: "1+23+4"
; expect: "12"
; expect: "1.2."
; expect: "x"
; expect: "1+2; 3+4"
; expect: "1"
; ~[ ~] selects a clause by number (~:; marks the default), ~:[ by false/true, ~@[ runs its
; clause when the argument is true; # is the number of arguments left.
(show (format #f "~[zero~;one~;two~]" 1))
(show (format #f "~[zero~;one~:;many~]" 5))
(show (format #f "~[zero~;one~]" 7))
(show (format #f "~:[false~;true~]" #f))
(show (format #f "~:[false~;true~]" 3))
(show (format #f "~@[x=~a~]" 5))
(show (format #f "~@[x=~a~]" #f))
(show (format #f "~2[a~;b~;c~]"))
(show (format #f "~#[none~;one~;two~:;many~]" 1 2))
(show (format #f "~{~a~#[~;, and ~:;, ~]~}" '(1 2 3)))
; expect: "one"
; expect: "many"
; expect: ""
; expect: "false"
; expect: "true"
; expect: "x=5"
; expect: ""
; expect: "c"
; expect: "two"
; expect: "1, 2, and 3"
; ~? and ~@? (indirection), ~* and ~:* (skipping and backing up).
(show (format #f "~? ~a" "<~a>" '(1) 2))
(show (format #f "~@? ~a" "<~a>" 1 2))
(show (format #f "~a ~* ~a" 1 2 3))
(show (format #f "~a ~:* ~a" 1))
; expect: "<1> 2"
; expect: "<1> 2"
; expect: "1  3"
; expect: "1  1"
; ~t moves to a column (colnum,colinc); ~( ~) converts case; ~! flushes and writes nothing.
(show (format #f "~a~10t|" 'ab))
(show (format #f "ab~3,4t|"))
(show (format #f "~10t|"))
(show (format #f "abcdefghijkl~10t|"))
(show (format #f "abcdefghijkl~10,4t|"))
(show (format #f "~a~%~5t|" 1))
(show (format #f "~(Hello World~) ~:@(hello world~) ~@(hello world~) ~:(hello world~)"))
(show (format #f "a~!b"))
; expect: "ab        |"
; expect: "ab |"
; expect: "          |"
; expect: "abcdefghijkl |"
; expect: "abcdefghijkl  |"
; expect: "1\n     |"
; expect: "hello world HELLO WORLD Hello world Hello World"
; expect: "ab"
; ~$: digits after the point (2), digits before it (1), width, pad character; : puts the sign
; before the padding, @ writes a +.
(show (format #f "~$ ~2$ ~,4$ ~3,2,8$|" 3.14159 3.14159 3.1 3.1))
(show (format #f "~@$ ~3$ ~$ ~:$ ~$ ~$" 3.1 2 -1.5 -1.5 1/3 1e10))
(show (format #f "~,,10$|~,,10,'*$|~@:$" 1.5 1.5 1.5))
; expect: "3.14 3.14 0003.10   03.100|"
; expect: "+3.10 2.000 -1.50 -1.50 0.33 10000000000.00"
; expect: "      1.50|******1.50|+1.50"
; ~:d groups digits by threes with commas (or a comma character and interval as parameters).
(show (format #f "~:d ~,,'.:d ~,,'.,4:d ~10:d| ~:x" 1234567 1234567 1234567 1234567 1048575))
; expect: "1,234,567 1.234.567 123.4567  1,234,567| ff,fff"
; Padding of ~a: mincol, colinc, minpad, padchar; @ pads on the left.
(show (format #f "~10a|~10@a|~10,3a|~5,,2,'*a|" 'abc 'abc 'abc 'abc))
; expect: "abc       |       abc|abc         |abc**|"
; ~g chooses ~f (then blanks) or ~e; ~e and ~f without digits.
(for-each (lambda (n) (show (format #f "~g|~,2g|~10,3g|~e" n n n n)))
  '(0.0 1.0 0.1 0.01 100.0 1e6 1e7 1.5e20 -2.5 42 1/3))
; expect: "0.0    |0.0    |  0.00    |0.0E+0"
; expect: "1.0    |1.0    |  1.00    |1.0E+0"
; expect: "0.1    |0.10    | 0.100    |1.0E-1"
; expect: "1.0E-2|1.00E-2|  1.000E-2|1.0E-2"
; expect: "100.0    |1.00E+2|  100.    |1.00E+2"
; expect: "1000000.0    |1.00E+6|  1.000E+6|1.000000E+6"
; expect: "1.000000E+7|1.00E+7|  1.000E+7|1.000000E+7"
; expect: "1.500000E+20|1.50E+20| 1.500E+20|1.500000E+20"
; expect: "-2.5    |-2.5    | -2.50    |-2.5E+0"
; expect: "42.0    |42.    |  42.0    |4.2E+1"
; expect: "0.3333333333333333    |0.33    | 0.333    |3.333333333333333E-1"
(for-each (lambda (n) (show (format #f "~f|~8f|~,,2f" n n n))) '(12345678.0 1e20 1.5e-7 0.1))
; expect: "12345678.0|12345678.|1234567800.0"
; expect: "100000000000000000000.0|100000000000000000000.|10000000000000000000000.0"
; expect: "0.00000015|.0000002|0.000015"
; expect: "0.1|     0.1|10.0"
; ~r: a radix, or English words (~:r an ordinal), Roman numerals (~@r, ~:@r without subtraction).
(show (format #f "~r ~:r ~@r ~:@r ~8r ~r" 42 42 42 42 42 0))
(show (format #f "~r" -1234567))
(for-each (lambda (n) (show (format #f "~r|~:r" n n))) '(1 2 3 5 11 13 20 21 99 1000 1001 1234 1000000 1000000000000))
(for-each (lambda (n) (show (format #f "~@r|~:@r" n n))) '(1 4 9 14 40 90 400 900 1994 4000))
; expect: "forty-two forty-second XLII XXXXII 52 zero"
; expect: "minus one million, two hundred thirty-four thousand, five hundred sixty-seven"
; expect: "one|first"
; expect: "two|second"
; expect: "three|third"
; expect: "five|fifth"
; expect: "eleven|eleventh"
; expect: "thirteen|thirteenth"
; expect: "twenty|twentieth"
; expect: "twenty-one|twenty-first"
; expect: "ninety-nine|ninety-ninth"
; expect: "one thousand|one thousandth"
; expect: "one thousand, one|one thousand, first"
; expect: "one thousand, two hundred thirty-four|one thousand, two hundred thirty-fourth"
; expect: "one million|one millionth"
; expect: "one trillion|one trillionth"
; expect: "I|I"
; expect: "IV|IIII"
; expect: "IX|VIIII"
; expect: "XIV|XIIII"
; expect: "XL|XXXX"
; expect: "XC|LXXXX"
; expect: "CD|CCCC"
; expect: "CM|DCCCC"
; expect: "MCMXCIV|MDCCCCLXXXXIIII"
; expect: "4000|MMMM"
; Where Kawa 3.1.1 is wrong and Kopi follows Common Lisp: Kawa writes "hundred" without "one"
; (100 is "hundred", 112 "hundred twelveth"), "twelveth", and 3999 as "3999" for ~@r; its ~:^
; leaves a ~:{ after the first list ("123"); its ~@t moves one column too far.
(show (format #f "~r|~:r|~:r|~@r" 100 112 100000 3999))
(show (format #f "~:{~a~:^, ~}" '((1) (2) (3))))
(show (format #f "~@t|ab~3@t|ab~3,5@t|"))
; expect: "one hundred|one hundred twelfth|one hundred thousandth|MMMCMXCIX"
; expect: "1, 2, 3"
; expect: " |ab   |ab     |"
; ~y writes the value (as pretty-print does).
(show (format #f "~y" '(a b c)))
; expect: "(a b c)"
