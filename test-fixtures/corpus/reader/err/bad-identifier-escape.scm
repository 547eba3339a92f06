; An unknown escape inside a vertical-bar identifier.
|a\qb|
;  ^^ error: unknown identifier escape: \q
(ok)
