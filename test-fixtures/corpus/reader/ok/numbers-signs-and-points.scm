; Signs and points combined.
+.5 -.5e2 +5. -5.e-1 +0 -0.0e0
