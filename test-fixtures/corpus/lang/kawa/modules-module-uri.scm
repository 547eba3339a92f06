; (module-uri) is the URL of this source file; (resource-url name) resolves name against it.
(define here (module-uri))
(display ((here:toString):endsWith "/kawa/modules-module-uri.scm"))
(newline)
(define helper (resource-url "helpers/loaded.scm"))
(display ((helper:toString):endsWith "/kawa/helpers/loaded.scm"))
(newline)
(display ((helper:toString):startsWith "file:/"))
(newline)
; expect: #t
; expect: #t
; expect: #t
