; Exponents that stretch the double range, and exact numbers written with exponents.
1e308 1e-320 #e1e20 #e1.5e-3 4.9e-324
