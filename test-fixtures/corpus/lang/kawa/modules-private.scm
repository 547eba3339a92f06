; A define-private name of a required module is not visible.
(require <helpers.geometry.shapes>)
(display pi-ish)
;        ^^^^^^ error: unbound variable: pi-ish
