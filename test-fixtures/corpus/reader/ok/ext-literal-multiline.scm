; Quasi-literal text runs over several lines.
&tag{first line
second line &[x]
third line}
