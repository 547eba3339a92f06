; Kawa's character procedures of its default environment beyond R7RS (from R6RS's
; (rnrs unicode)): char-titlecase, char-title-case? and char-general-category.
; Expected output is Kawa 3.1.1's.
(define (p x) (write x) (newline))

(p (list (char-titlecase #\a) (char-titlecase #\A) (char-titlecase #\1) (char-titlecase #\space)))
; expect: (#\A #\A #\1 #\space)
; U+01C4..U+01C6 (DŽ Dž dž) title-case to U+01C5; ß has no single-character title case.
(p (map (lambda (c) (char->integer (char-titlecase c))) (list #\x1c4 #\x1c5 #\x1c6 #\xdf)))
; expect: (453 453 453 223)
(p (list (char-title-case? #\x1c5) (char-title-case? #\A) (char-title-case? #\a) (char-title-case? #\1)))
; expect: (#t #f #f #f)
(p (map char-general-category
        (list #\a #\A #\x1c5 #\x2b0 #\x5d0 #\x301 #\x20dd #\x903 #\1 #\x2160 #\xbd #\space
              #\x2028 #\x2029 #\x0)))
; expect: (Ll Lu Lt Lm Lo Mn Me Mc Nd Nl No Zs Zl Zp Cc)
(p (map char-general-category
        (list #\xad #\xe000 #\_ #\- #\( #\) #\! #\+ #\$ #\^ #\x1f600 #\xab #\xbb #\x378 #\x10ffff)))
; expect: (Cf Co Pc Pd Ps Pe Po Sm Sc Sk So Pi Pf Cn Cn)
(p (symbol? (char-general-category #\a)))
; expect: #t
