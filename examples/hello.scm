;; The smallest Kopi program: run it with ./kopi examples/hello.scm
(define (greet name)
  (string-append "Hello, " name "!"))

(display (greet "world"))
(newline)
