; cond-expand matches every feature (features) lists: Kawa programs test for kawa and java.
(cond-expand
  (kawa (display "kawa branch") (newline))
  (else (display "other Scheme") (newline)))
; expect: kawa branch
(cond-expand
  ((and java jvm ieee-float exact-complex) (display "java features") (newline))
  (else (display "missing a java feature") (newline)))
; expect: java features
(cond-expand
  ((and srfi-0 srfi-9 srfi-39) (display "srfis") (newline))
  (else (display "missing a srfi") (newline)))
; expect: srfis
; Every name in (features) is one cond-expand takes: check them all through eval.
(define (matched? feature)
  (eval (list 'cond-expand (list feature #t) '(else #f)) (interaction-environment)))
(write (let loop ((fs (features)) (missing '()))
         (cond ((null? fs) (reverse missing))
               ((matched? (car fs)) (loop (cdr fs) missing))
               (else (loop (cdr fs) (cons (car fs) missing))))))
(newline)
; expect: ()
