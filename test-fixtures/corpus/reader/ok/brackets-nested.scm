; Square brackets nested inside parentheses and each other.
([a [b]] (c [d (e)]))
