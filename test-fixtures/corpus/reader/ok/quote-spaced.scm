; Whitespace and comments may separate an abbreviation from its datum.
' a
` (b , c ,@ d)
'; comment
e
