; string-append needs strings.
(string-append "a" 'b)
; expect runtime error: string-append: expected string, got b
