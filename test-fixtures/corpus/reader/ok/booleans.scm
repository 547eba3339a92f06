; The four spellings of the booleans.
#t #true #f #false
(#t #f)
(list #true #false)
