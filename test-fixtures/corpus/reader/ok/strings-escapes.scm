; Every mnemonic escape of R7RS.
"\a" "\b" "\t" "\n" "\r" "\"" "\\" "\|"
"all: \a\b\t\n\r\"\\\|"
