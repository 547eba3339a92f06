; Unbalanced bracketing directives in a literal control string are reported where it is written.
(define xs '(1 2))
(display (format #f "~{~a" xs))
;                   ^^^^^^ error: format: ~{ without a closing ~}
(display (format #f "~a~]" xs))
;                   ^^^^^^ error: format: ~] without a matching ~[
(display (format #f "~{~a~;~}" xs))
;                   ^^^^^^^^^^ error: format: ~; without a matching ~[
(display (format #f "~[a~:;b~;c~]" 1))
;                   ^^^^^^^^^^^^^^ error: format: ~:; must separate the last clause of ~[
