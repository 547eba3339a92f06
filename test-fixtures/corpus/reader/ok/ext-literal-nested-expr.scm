; Quasi-literals inside enclosed expressions inside quasi-literals.
&tag{a &[(f &inner{b &[c]})] d}
&tag{x &[&tag{y &[&tag{z}]}]}
