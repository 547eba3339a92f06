;; SRFI 14: the standard character sets, which are variables. The procedures of (srfi 14) are
;; builtins (kopi.runtime.lib.Srfi14Lib) listed in kopi.expand.StandardLibraries; importing
;; (srfi 14) binds those and the definitions of this library.
(define-library (srfi 14)
  (import (scheme base) (kopi internal))
  (export
    char-set:lower-case char-set:upper-case char-set:title-case char-set:letter char-set:digit
    char-set:letter+digit char-set:graphic char-set:printing char-set:whitespace
    char-set:iso-control char-set:punctuation char-set:symbol char-set:hex-digit char-set:blank
    char-set:ascii char-set:empty char-set:full)
  (begin
    (define char-set:lower-case (%char-set-standard "lower-case"))
    (define char-set:upper-case (%char-set-standard "upper-case"))
    (define char-set:title-case (%char-set-standard "title-case"))
    (define char-set:letter (%char-set-standard "letter"))
    (define char-set:digit (%char-set-standard "digit"))
    (define char-set:letter+digit (%char-set-standard "letter+digit"))
    (define char-set:graphic (%char-set-standard "graphic"))
    (define char-set:printing (%char-set-standard "printing"))
    (define char-set:whitespace (%char-set-standard "whitespace"))
    (define char-set:iso-control (%char-set-standard "iso-control"))
    (define char-set:punctuation (%char-set-standard "punctuation"))
    (define char-set:symbol (%char-set-standard "symbol"))
    (define char-set:hex-digit (%char-set-standard "hex-digit"))
    (define char-set:blank (%char-set-standard "blank"))
    (define char-set:ascii (%char-set-standard "ascii"))
    (define char-set:empty (%char-set-standard "empty"))
    (define char-set:full (%char-set-standard "full"))))
