; Comments inside vectors and bytevectors.
#(1 #;2 3 ; four
  #| five |# 6)
#u8(1 #;2 3)
