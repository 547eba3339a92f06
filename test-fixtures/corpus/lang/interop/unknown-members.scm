(display (java.lang.Math:maxx 3 9))
;                        ^^^^ error: unknown method java.lang.Math:maxx, did you mean max?
(display java.lang.Integer:MAX_VALU)
;                          ^^^^^^^^ error: unknown field java.lang.Integer:MAX_VALU, did you mean MAX_VALUE?
(display (java.lang.Mathh:max 1 2))
;         ^^^^^^^^^^^^^^^ error: unknown class java.lang.Mathh
(display (java.lang.Math:max 1))
;                        ^^^ error: no method java.lang.Math:max takes 1 argument
(display (java.lang.Thread nam: "x"))
;                          ^^^^ error: unknown property nam of java.lang.Thread (no method setNam, addNam or field nam), did you mean name?
(display (instance? 1 java.util.Lisst))
;                     ^^^^^^^^^^^^^^^ error: unknown class java.util.Lisst
