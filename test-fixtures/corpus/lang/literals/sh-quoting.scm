; &sh passes every substituted value as a positional parameter, so /bin/sh sees the words it would
; get without a shell: no value runs a command, expands a variable or a glob (Kawa 3.1.1 runs
; `echo X` inside quotes).
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
; Issue 15: a value inside $(...) or backquotes within double quotes, in a here-document or in a
; comment is data too.
(define hostile "a;touch /tmp/kopi-issue15-marker")
(display &sh{rm -f /tmp/kopi-issue15-marker; echo "$(echo &[hostile])" "`echo &[hostile]`"; cat <<EOF
<&[hostile]>
EOF
# &[hostile]
if test -e /tmp/kopi-issue15-marker; then echo PWNED; fi})
; expect: a;touch /tmp/kopi-issue15-marker a;touch /tmp/kopi-issue15-marker
; expect: <a;touch /tmp/kopi-issue15-marker>
