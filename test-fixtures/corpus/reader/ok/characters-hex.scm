; Hexadecimal character literals; #\x alone is the letter x.
#\x #\x41 #\x3bb #\x3BB #\x0 #\x1F600 #\x10FFFF #\xa
