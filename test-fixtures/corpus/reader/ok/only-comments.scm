; Just a comment.
#| and a block comment |#
#;(and a datum comment)
