; Quasiquote over vectors with unquotes and splicing.
`#(1 ,x ,@(list 2 3))
