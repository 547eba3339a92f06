; Identifiers are case sensitive: these are three different symbols.
Hello HELLO hello
(Define x 1)
