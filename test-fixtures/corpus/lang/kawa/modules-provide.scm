; (provide 'feature) makes cond-expand take the clauses that require the feature.
(cond-expand (my-feature (display 'before)) (else (display 'not-yet)))
(newline)
(provide 'my-feature)
(cond-expand (my-feature (display 'provided)) (else (display 'missing)))
(newline)
; A Java class that is not a Kawa module can be required; it binds nothing (Kopi says so).
(require <java.lang.Math>)
;        ^^^^^^^^^^^^^^^^ warning: require: java.lang.Math is a Java class, not a Kawa module, so it binds no names (call its members as java.lang.Math:name)
(display (java.lang.Math:addExact 1 1))
(newline)
; expect: not-yet
; expect: provided
; expect: 2
