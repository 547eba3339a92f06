; Dotted pairs and improper lists.
(a . b)
(a b . c)
(a . (b . (c)))
(1 . 2)
(a .b)
