; Single-character character literals, including delimiters and the backslash.
#\a #\A #\z #\0 #\9 #\( #\) #\; #\" #\\ #\# #\| #\' #\` #\, #\[ #\]
