; #!fold-case folds identifiers and character names that follow; #!no-fold-case stops it.
ABC
#!fold-case
ABC Hello #\SPACE
#!no-fold-case
ABC
