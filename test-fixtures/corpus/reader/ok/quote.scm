; The quote abbreviation before every kind of datum.
'a '(1 2) ''a '#(1) '#\a '"s" '() '#t '1.5
