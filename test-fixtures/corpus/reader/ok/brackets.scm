; Kawa reads square brackets as a list form of its own.
[a b c]
[]
(let ([x 1] [y 2]) [x y])
