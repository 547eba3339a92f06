; Bytevectors with bytes written in any radix.
#u8() #u8(0 1 255) #u8(#xff #b1 #o7 #d10)
