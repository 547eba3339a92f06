; Enclosed expressions inside named quasi-literals.
&tag{text &[expr] more}
&tag{&[(+ 1 2)]}
&tag{a &[x y] b}
