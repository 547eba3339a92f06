; Misused patterns are located errors (Kawa 3.1.1 rejects each of these too).
(display (? x 5))
;        ^^^^^^^ error: ?: a pattern test is allowed only as the test of a conditional, e.g. if, cond or and
(match 1)
; ^^^^^^^^^@0 error: match: expected a value and at least one clause (pattern body ...)
(match 1 ((a b) 1))
;         ^^^^^ error: match: unrecognized pattern operator a (a pattern is a variable, _, a literal, 'datum or [pattern ...])
(match 1 (1))
;        ^^^ error: match: expected a body after the pattern of (1)
(match '(1 2) ([a @r @s] 1))
;                    ^^ error: match: more than one @ in a pattern
(match '(1 2) ([a a] a))
;                 ^ error: match: the pattern variable a appears twice
(match 1 (x #!if))
;           ^^^^ error: match: expected a guard expression after #!if
(match 1 2)
;        ^ error: match: expected a clause (pattern body ...), got 2
(if (? 1) 'yes 'no)
;   ^^^^^ error: ?: expected (? pattern value), got (? 1)
(match 1 (n::no-such n))
;            ^^^^^^^ error: unknown type no-such
