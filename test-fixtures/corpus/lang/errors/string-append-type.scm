; string-append needs strings.
(string-append "a" 'b)
;                  ^^ warning: string-append: argument 2 expects string, got symbol
; expect runtime error: string-append: expected string, got b
