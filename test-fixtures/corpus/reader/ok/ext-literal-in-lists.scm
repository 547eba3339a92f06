; Quasi-literals as elements of lists and vectors.
(list &{a} &{b} &tag{c})
#(&{d})
