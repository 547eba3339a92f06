; #!optional, #!rest and #!key in lambda lists.
(lambda (a #!optional (b 2) #!rest r) a)
(lambda (#!key x (y 1)) y)
