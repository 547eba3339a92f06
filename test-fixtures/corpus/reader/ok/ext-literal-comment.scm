; &#|...|# is a comment inside a literal body; it nests.
&{a&#| one &#| two |# |#b}
