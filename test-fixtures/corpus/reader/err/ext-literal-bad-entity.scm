; An unknown entity reference in a quasi-literal.
&{a &bogus; b}
;   ^^^^^^^ error: unknown entity reference: &bogus;
(ok)
