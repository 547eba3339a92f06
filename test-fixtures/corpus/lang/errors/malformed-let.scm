(let ((x)) x)
;     ^^^ error: let: expected (name value), got (x)
