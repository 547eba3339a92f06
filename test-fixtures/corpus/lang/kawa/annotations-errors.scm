; Misused annotations are located errors.
(define-simple-class A1 () (@no.such.Annotation))
;                            ^^^^^^^^^^^^^^^^^^ error: define-simple-class: unknown annotation type no.such.Annotation
(define-simple-class A2 () (@java.lang.String))
;                            ^^^^^^^^^^^^^^^^ error: define-simple-class: java.lang.String is not an annotation type
(define-simple-class A3 () ((m) (@java.lang.Deprecated sinse: "9") 1))
;                                                      ^^^^^^ error: define-simple-class: java.lang.Deprecated has no element sinse
(define-simple-class A4 () ((m) (@java.lang.Deprecated forRemoval: "yes") 1))
;                                                                  ^^^^^ error: define-simple-class: expected a constant boolean for the annotation element, got "yes"
(define-simple-class A5 () (@java.lang.annotation.Retention))
;                          ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error: define-simple-class: the annotation java.lang.annotation.Retention needs a value for its element value
(define-simple-class A6 () (x (@java.lang.Deprecated since: "1" since: "2")))
;                                                               ^^^^^^ error: define-simple-class: the annotation element since is given twice
(define-simple-class A7 () (@java.lang.annotation.Retention java.lang.annotation.RetentionPolicy:NEVER))
;                                                           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^ error: define-simple-class: expected a constant RetentionPolicy for the annotation element, got java.lang.annotation.RetentionPolicy:NEVER
