; Numbers end at delimiters: parentheses, strings, comments, whitespace.
(1 2)(3)1(2)"x"4;comment
(+ 1 2.5)
