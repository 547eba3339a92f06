; Stacked datum comments: each #; skips the next datum after the ones it contains (Kawa: (c) and (4)).
(#;#;a b c)
(#; #; #;1 2 3 4)
