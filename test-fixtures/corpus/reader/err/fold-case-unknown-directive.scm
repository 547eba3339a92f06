; #!fold-case spelled wrongly is an unknown #! name, not a directive.
#!fold_case
; ^^^^^^^^^^^@0 error: unknown #! name: fold_case
(ok)
