(display (frobnicate 3))
;         ^^^^^^^^^^ error: unbound variable: frobnicate
