; symbol->string needs a symbol.
(symbol->string "a")
;               ^^^ warning: symbol->string: argument 1 expects symbol, got string
; expect runtime error: symbol->string: expected symbol, got "a"
