; A block comment is skipped wherever whitespace may appear.
#| simple |# a
(b #| inside a list |# c)
#|
  several
  lines
|#
d
