; Quoted atoms of every kind.
'#\space '"string" '#u8(1) '#!eof 'sym: '1/2 '|a b|
