; A semicolon comments out the rest of the line.
a ; trailing comment
;; double
;;; triple
b;no space
