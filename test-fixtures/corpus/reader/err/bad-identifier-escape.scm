; An unknown escape inside a vertical-bar identifier.
|a\qb|
; ^^ error: unknown escape \q in identifier
(ok)
