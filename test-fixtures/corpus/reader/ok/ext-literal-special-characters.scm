; Quasi-literal text may hold parentheses, quotes, semicolons and backslashes.
&{(unbalanced "quote ; semicolon \ backslash}
