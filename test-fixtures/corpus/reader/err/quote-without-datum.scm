; An abbreviation needs a datum.
(a ')
;  ^ error: expected a datum after ', got ')'
(b `)
;  ^ error: expected a datum after `, got ')'
(c ,@)
;  ^^ error: expected a datum after ,@, got ')'
(ok)
