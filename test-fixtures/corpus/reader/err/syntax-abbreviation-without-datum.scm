; A syntax abbreviation with nothing after it.
(a #')
;  ^^ error: expected a datum after #', got ')'
(a #`)
;  ^^ error: expected a datum after #`, got ')'
(a #,@)
;  ^^^ error: expected a datum after #,@, got ')'
