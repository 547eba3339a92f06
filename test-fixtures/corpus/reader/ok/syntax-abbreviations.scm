; R6RS syntax abbreviations: #' #` #, #,@ read as syntax, quasisyntax, unsyntax and unsyntax-splicing.
#'x
#'(a b . c)
#`(a #,b #,@c #(d #,e))
#`(1 #`(2 #,(3 #,x)))
(#'a #'#'b)
; The long forms read as plain lists.
(syntax a) (quasisyntax (x (unsyntax y) (unsyntax-splicing z)))
