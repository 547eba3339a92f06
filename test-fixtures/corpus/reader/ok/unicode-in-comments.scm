; Comments in other scripts: λ 日本語 😀.
#| 😀 inside a block comment |#
a
