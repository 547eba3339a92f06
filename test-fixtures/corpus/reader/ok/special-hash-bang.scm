; The special objects written with #!.
#!eof #!void #!default #!optional #!rest #!key
(#!eof)
