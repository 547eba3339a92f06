; Malformed ~<...~> control strings are found at compile time.
(display (format "~10<abc"))
;                ^^^^^^^^^ error: format: ~< without a closing ~>
(display (format "abc~>"))
;                ^^^^^^^ error: format: ~> without a matching ~<
