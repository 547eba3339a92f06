; A Kawa name that Kopi lacks says so, instead of looking like a typing mistake.
(pretty-print (list 1 2))
;^^^^^^^^^^^^ error: unbound variable: pretty-print (a Kawa (kawa pprint) procedure that Kopi does not support yet)
