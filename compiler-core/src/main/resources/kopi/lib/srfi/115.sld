;; SRFI 115: the macro rx, which quasi-quotes its SREs ((rx "a" ,x) puts the value of x in the
;; SRE). The procedures of (srfi 115) are builtins (kopi.runtime.lib.Srfi115Lib) listed in
;; kopi.expand.StandardLibraries.
(define-library (srfi 115)
  (import (scheme base) (only (kopi internal) regexp))
  (export rx)
  (begin
    (define-syntax rx
      (syntax-rules ()
        ((_ sre ...) (regexp `(seq sre ...)))))))
