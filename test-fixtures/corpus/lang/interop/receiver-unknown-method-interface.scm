; On a receiver whose class is an interface (or any class that is not final) a missing method is a
; warning: the object's own class may have it, so the call is still made when it runs. Kawa 3.1.1
; warns "no known slot 'ad' in java.util.List" and fails at run time too.
(define l ::java.util.List (java.util.ArrayList))
(l:ad 1)
;  ^^ warning: unknown method java.util.List:ad, did you mean add? (checked at run time: a subclass may have it)
; expect runtime error: no method ad in java.util.ArrayList accepts (1)
