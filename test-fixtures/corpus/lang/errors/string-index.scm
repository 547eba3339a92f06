; An index past the end of a string is reported with the index and the length.
(string-ref "abc" 3)
; expect runtime error: string-ref: index 3 out of range for length 3
