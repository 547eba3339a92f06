; Dots inside identifiers, and identifiers that only start like numbers.
a.b java.lang.String ... a... .a.b
