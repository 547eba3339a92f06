; An ampersand in a literal body must start an entity, an escape, a layout marker, a format
; directive or a nested literal; the error names what follows it.
(display &{a &foo b})
;            ^^^^ error: expected an entity, '&[', '&|', '&-' or an extended literal after '&', got 'foo'
(display &{a & b})
;            ^^ error: expected an entity, '&[', '&|', '&-' or an extended literal after '&', got whitespace
