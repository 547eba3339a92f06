; Block comments nest.
#| outer #| inner |# still outer |# b
#| #| #| three deep |# |# |# c
#|#|#||#|#|# d
