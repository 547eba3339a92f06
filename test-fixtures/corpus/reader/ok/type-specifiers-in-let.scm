; Type specifiers inside let bindings.
(let ((i ::int 0) (s ::string "x")) i)
(let* ((v ::vector #(1))) v)
