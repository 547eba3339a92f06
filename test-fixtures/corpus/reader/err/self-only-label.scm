; A label whose datum is only a reference to itself has no value.
'#0=#0#
;^^^^^^ error: datum label #0= refers only to itself, expected a datum around #0#
(ok)
