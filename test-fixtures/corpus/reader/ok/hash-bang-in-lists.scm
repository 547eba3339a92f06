; Special objects inside data.
'(#!default #!void) #(#!eof)
