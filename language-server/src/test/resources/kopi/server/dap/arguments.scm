;; Reads its arguments and a file in its working directory, then exits with a status.
(define (main args)
  (let ((count (length args)))
    (display (list 'arguments args))
    (newline)
    (display (file-exists? "marker.txt"))
    (newline)
    (exit (+ count 1))))
(main (cdr (command-line)))
