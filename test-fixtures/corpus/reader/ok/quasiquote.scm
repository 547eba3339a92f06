; Quasiquote, unquote and unquote-splicing, nested.
`(a ,b ,@c)
`(1 `(2 ,(3 ,x)))
`#(1 ,x ,@y)
`(a . ,b)
