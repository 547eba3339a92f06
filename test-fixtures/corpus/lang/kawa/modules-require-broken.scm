; An error in a required module is reported at the require, with the module's file and line.
(require "helpers/broken.scm")
;        ^^^^^^^^^^^^^^^^^^^^ error: in required module helpers/broken.scm:2:25: error - unbound variable: undefined-thing
(display (broken 1))
