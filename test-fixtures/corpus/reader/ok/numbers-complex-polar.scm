; Polar complex numbers magnitude@angle.
1@0 2@1.5 -1@-3 1/2@1 #e1@0 1.5e2@0.5
