; Rectangular complex numbers, including pure imaginary ones and infinite parts.
1+2i 1-2i +i -i +2i -3.5i 3.5-1.5i 1/2+3/4i 0+1i
+inf.0i -inf.0i 1+inf.0i 1-nan.0i
#x1+Ai #e1.5+2.5i
