; symbol->string needs a symbol.
(symbol->string "a")
; expect runtime error: symbol->string: expected symbol, got "a"
