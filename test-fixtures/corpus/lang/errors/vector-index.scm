; An index past the end of a vector is reported with the index and the length.
(vector-ref (vector 1 2) 5)
; expect runtime error: vector-ref: index 5 out of range for length 2
