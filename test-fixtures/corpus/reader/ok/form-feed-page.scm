; A form feed between pages of a program.
(page one)

(page two)
