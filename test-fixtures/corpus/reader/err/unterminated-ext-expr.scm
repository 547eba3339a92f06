; An enclosed expression that is never closed.
(ok)
&tag{a &[b c}
;      ^^... error: unterminated enclosed expression: expected ], got end of input
