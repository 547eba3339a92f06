; Tabs and form feeds are whitespace too.
a	b
c
d  	  e
