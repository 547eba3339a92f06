; A variable that a let, a named let or an internal definition binds and nothing reads or assigns is
; a warning (the editor offers to rename it _x); parameters, names starting with _, and variables
; only assigned are not.
(define (area w h)
  (let ((unused 1) (twice (* 2 w)))
;        ^^^^^^ warning: unused variable unused
    twice))
(define (ignore-me ignored) 'ok)
(let ((_quiet 1)) 'fine)
(define (counter)
  (define count 0)
  (define helper 'never-read)
;         ^^^^^^ warning: unused variable helper
  (set! count (+ count 1)))
(display (area 2 3))
(newline)
(display (ignore-me 1))
(newline)
; expect: 4
; expect: ok
