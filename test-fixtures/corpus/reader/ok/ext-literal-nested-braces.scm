; Balanced braces are part of the text.
&tag{a {b} c}
&tag{{{deep}}}
