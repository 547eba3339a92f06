; A character name that does not exist.
(display #\foo)
;        ^^^^^ error: unknown character name #\foo
(display #\a)
