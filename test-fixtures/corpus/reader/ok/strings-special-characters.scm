; Strings may contain parentheses, quotes of other kinds, semicolons and tabs.
"(()" "))" "'`," "a;b" "tab	here" "#\\a"
