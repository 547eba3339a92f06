; Exact complex numbers with rational parts, and inexact ones with exponents.
1/2-1/3i #e1+2i 1e2+1e-2i -1.5e10-2.5e-10i
