; Nesting of lists and vectors.
(((a)) ((b) c) #((d)) (e #(f (g))))
