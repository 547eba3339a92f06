; A backslash, optional spaces, a line ending and the next line's leading spaces vanish.
"abc\
   def"
"tab\	
	after"
"spaces before \   
    next"
