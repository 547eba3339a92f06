;; SRFI 143: the fixnum constants, which are variables. The procedures of (srfi 143) are builtins
;; (kopi.runtime.lib.Srfi143Lib) listed in kopi.expand.StandardLibraries.
(define-library (srfi 143)
  (import (scheme base))
  (export fx-width fx-greatest fx-least)
  (begin
    (define fx-width 64)
    (define fx-greatest 9223372036854775807)
    (define fx-least -9223372036854775808)))
