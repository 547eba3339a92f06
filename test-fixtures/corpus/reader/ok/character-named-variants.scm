; Character names next to delimiters.
(#\space)(#\newline)#\tab;comment
