; Bytevectors quoted and inside lists.
'#u8(1 2) (list #u8(3) #u8(4 5))
