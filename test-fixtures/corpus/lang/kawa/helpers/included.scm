; Included by modules-more-forms.scm with include-relative.
(define included-value 9)
