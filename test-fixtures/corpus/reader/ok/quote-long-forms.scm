; The long forms read as plain lists.
(quote a) (quasiquote (x (unquote y) (unquote-splicing z)))
