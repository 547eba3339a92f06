; Command text is split as POSIX sh splits it, and substituted values follow the issue's rules.
(display &`{printf "[%s]" "a\"b" 'c d' c\ d "x"'y' "\$\\\`"})
(newline)
; expect: [a"b][c d][c d][xy][$\`]
(define items '("1" "2 3"))
(display &`{printf "[%s]" x&[items]y})
(newline)
; expect: [x1][2 3y]
(display &`{printf "[%s]" &[#(a b)] a&['()]b})
(newline)
; expect: [a][b][ab]
(display &`{printf "[%s]" &["p  q"] '&["p  q"]' "&["p  q"]"})
(newline)
; expect: [p][q][p  q][p  q]
(display &`{printf "[%s]" "&["one\ntwo"]"})
(newline)
; expect: [one][two]
(display &`{printf "[%s]" &[42] &[#\c] &[1/2]})
(newline)
; expect: [42][c][1/2]
(display &`{printf "[%s]" &`{echo nested} &[&`{echo substituted}] "&[&`{echo quoted}]"})
(newline)
; expect: [nested][substituted][quoted]
(display &`{printf "[%s]" \&[items]})
(newline)
; expect: [\1][2 3]
