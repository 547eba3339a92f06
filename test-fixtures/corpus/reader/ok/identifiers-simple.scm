; Ordinary identifiers: letters, digits after the first character, and the special initials.
foo bar-baz set-car! string? a1 x->y <=? !$%&*/:<=>?^_~ list->vector
->x *global* <type> %internal &rest-like ~tilde ^caret
