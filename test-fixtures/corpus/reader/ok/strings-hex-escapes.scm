; Hexadecimal escapes end with a semicolon.
"\x41;" "\x3bb;" "\x3BB;" "\x1F600;" "A\x42;C" "\x0;"
