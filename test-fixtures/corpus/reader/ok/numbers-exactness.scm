; Exactness prefixes alone and combined with radix prefixes, in either order.
#e1.5 #i3/4 #i1 #e1e3 #E2.5
#e#x10 #x#e10 #i#b101 #b#i101 #e#o17 #d#i10
