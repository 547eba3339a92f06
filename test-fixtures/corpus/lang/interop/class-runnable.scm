; A Runnable written in Scheme, run on a java.lang.Thread; the body sees a module variable and
; leaves its result in a field. (It does not print: the current output port is per thread.)
(define message "ran on a thread")
(define-simple-class Job (java.lang.Runnable)
  (result init-value: #f)
  ((run)
   (set! result (string-append message " named " ((java.lang.Thread:currentThread):getName)))))
(define job (Job))
(define thread (java.lang.Thread job "worker-1"))
(thread:start)
(thread:join)
(display job:result)
(newline)
; expect: ran on a thread named worker-1
