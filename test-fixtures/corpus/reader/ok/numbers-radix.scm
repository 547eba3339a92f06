; Radix prefixes in both cases, with signs and hex digits in both cases.
#b1010 #B1010 #b-101 #o777 #O17 #d99 #D99 #xFF #xff #XaB #x-1a #x+1F
#b0 #o0 #x0
