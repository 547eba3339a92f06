; Vectors, empty and nested, holding any datum.
#() #(1 2 3) #(a #(b) "c" #\d (e . f))
#( 1 )
