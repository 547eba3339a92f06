; A Kawa module whose class extends java.lang.Thread: its procedure run overrides Thread.run
; (modules-extends.scm uses it).
(module-name helpers.ticker)
(module-extends java.lang.Thread)
(define (run)
  (display "tick in ")
  (display ((java.lang.Thread:currentThread):getName))
  (newline))
