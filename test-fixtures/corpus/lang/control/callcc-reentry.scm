; Continuations are escape-only in Kopi: calling one after its call/cc returned is an error.
(define saved #f)
(define count 0)
(display (call/cc (lambda (k) (set! saved k) 'first)))
(newline)
; expect: first
(set! count (+ count 1))
(if (< count 3) (saved 'again))
; FIXME: R7RS continuations are re-entrant; this should print "again" twice and finish quietly
; expect runtime error: continuation: called after its call/cc returned
