; run-process keywords: standard error merged or appended, output appended, environment
; variables (env-NAME:, upper-case NAME:, env:), working directory, input from a string, a
; bytevector, a file or a process, output to a file or a port; commands as a string, a list or a
; vector; two positional arguments are the input and the command.
(define (temp-file) ((java.io.File:createTempFile "kopi-run-process" ".txt"):getPath))
(display (run-process err-to: 'out "/bin/sh -c 'echo out; echo err >&2'"))
; expect: out
; expect: err
(define log (temp-file))
(&>{&[log]} "one\n")
(process-exit-wait (run-process out-append-to: log "echo two"))
(process-exit-wait (run-process err-append-to: log "/bin/sh -c 'echo three >&2'"))
(display &<{&[log]})
; expect: one
; expect: two
; expect: three
(display (run-process env-GREETING: "hi" "/bin/sh -c 'echo $GREETING'"))
; expect: hi
(display (run-process GREETING: "upper case" "/bin/sh -c 'echo $GREETING'"))
; expect: upper case
(display (run-process env: '(("A" . "1") ("B" . "2")) "/bin/sh -c 'echo A=$A B=$B'"))
; expect: A=1 B=2
(display (run-process directory: "/" "pwd"))
; expect: /
(display (run-process "positional input\n" "cat"))
; expect: positional input
(display (run-process '("echo" "a list" "of words")))
; expect: a list of words
(display (run-process #("echo" "a vector")))
; expect: a vector
(display (run-process in: (bytevector 65 66 10) "cat"))
; expect: AB
(define input (temp-file))
(&>{&[input]} "from a file\n")
(display (run-process in-from: input "cat"))
; expect: from a file
(define output (temp-file))
(process-exit-wait (run-process out-to: output "echo to a file"))
(display &<{&[output]})
; expect: to a file
(define port (open-output-string))
(process-exit-wait (run-process out-to: port "echo to a port"))
(write (get-output-string port))
(newline)
; expect: "to a port\n"
(define errors (open-output-string))
(process-exit-wait (run-process err-to: errors "/bin/sh -c 'echo to the error port >&2'"))
(write (get-output-string errors))
(newline)
; expect: "to the error port\n"
(define quiet (run-process err-to: 'pipe "/bin/sh -c 'echo kept >&2; exit 3'"))
(write (list (process-exit-wait quiet) (string-length quiet)))
(newline)
; expect: (3 0)
(display (run-process in: (run-process in: &`{printf "c\nb\na\n"} "sort") "head -n 1"))
; expect: a
(display (run-process in: &`[in: &`{echo nested in}]{cat} "tr a-z A-Z"))
; expect: NESTED IN
(delete-file log)
(delete-file input)
(delete-file output)
