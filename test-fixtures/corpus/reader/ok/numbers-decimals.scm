; Decimals, with or without digits on either side of the point, and exponents.
1.5 .5 -.5 +.5 5. -0.0 0.0
1e10 1E10 1e-3 1.5e-3 -2.5e+7 6.02e23 .5e1 5.e2 1e0
