; A newline written inside a string is part of it.
"line one
line two
  indented line three"
