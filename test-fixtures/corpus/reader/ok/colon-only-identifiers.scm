; Identifiers made only of colons: : and three or more colons are one symbol each; :: alone is
; the type marker, which reads as the symbol ::.
: :: ::: :::: (x ::: y)
x::int
