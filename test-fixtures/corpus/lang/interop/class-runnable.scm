; A Runnable written in Scheme, run on a java.lang.Thread; the body sees a module variable.
(define message "ran on a thread")
(define-simple-class Job (java.lang.Runnable)
  (done ::boolean init-value: #f)
  ((run)
   (display message)
   (newline)
   (set! done #t)))
(define job (Job))
(define thread (java.lang.Thread job))
(thread:start)
(thread:join)
(display job:done)
(newline)
; expect: ran on a thread
; expect: #t
