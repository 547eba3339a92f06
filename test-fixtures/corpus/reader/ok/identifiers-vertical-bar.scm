; Identifiers between vertical bars may hold any character, with escapes.
|hello world|
||
|a\|b|
|\x41;bc|
|tab\there|
|back\\slash|
|line\nbreak|
|(not a list)|
(|a b| |c|)
