; #!fold-case spelled wrongly is an unknown directive, and folding does not start.
#!fold_case
; ^^^^^^^^^^^@0 error: unknown directive #!fold_case, expected one of #!fold-case #!no-fold-case #!eof #!void #!default #!optional #!rest #!key #!if
(ok)
