; An abbreviation needs a datum.
(a ')
;  ^ error: expected a datum after '
(b `)
;  ^ error: expected a datum after `
(c ,@)
;  ^^ error: expected a datum after ,@
(ok)
