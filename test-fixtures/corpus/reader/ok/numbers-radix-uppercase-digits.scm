; Hexadecimal digits in upper and lower case, and long binary numbers.
#xDEADBEEF #xdeadbeef #xCAFEbabe #b11111111111111111111111111111111111111111111111111111111111111111
