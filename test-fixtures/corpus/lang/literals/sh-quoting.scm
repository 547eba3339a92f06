; &sh quotes every substituted value, so /bin/sh sees the words it would get without a shell: no
; value runs a command, expands a variable or a glob (Kawa 3.1.1 runs `echo X` inside quotes).
(define v "`echo X` $HOME * $(echo Y) 'q'")
(display &sh{printf '[%s]' "&[v]"})
(newline)
; expect: [`echo X` $HOME * $(echo Y) 'q']
(display &sh{printf '[%s]' &[v]})
(newline)
; expect: [`echo][X`][$HOME][*][$(echo][Y)]['q']
(display &sh{printf '[%s]' '&[v]'})
(newline)
; expect: [`echo X` $HOME * $(echo Y) 'q']
(define names '("O'Conner" "de Beauvoir"))
(display &sh{printf '[%s]' &[names] | tr -d X})
(newline)
; expect: [O'Conner][de Beauvoir]
(define var "HOME")
(display &sh{printf '[%s]' $&[var] "${&[var]}"})
(newline)
; expect: [$HOME][${HOME}]
