; Keywords as arguments and as values.
(f a: 1 b: 2)
'(k: v:)
