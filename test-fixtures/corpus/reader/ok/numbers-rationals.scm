; Exact rationals, normalised by the reader (6/8 is 3/4, 10/5 is 2).
1/2 -3/4 +6/8 10/5 0/7 #x1/A #b101/11 123456789012345678901234567890/7
