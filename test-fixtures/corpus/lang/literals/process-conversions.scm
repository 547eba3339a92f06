; A ::string or ::bytevector type specifier converts a process (or a file blob) to its output,
; wherever the specifier is written; ->string and ->bytevector convert explicitly.
(define p &`{echo hi})
(write (->string p))
(newline)
; expect: "hi\n"
(write (->string 42))
(newline)
; expect: "42"
(write (->bytevector p))
(newline)
; expect: #u8(104 105 10)
(let ((s ::string &`{echo let})) (write s))
(newline)
; expect: "let\n"
(let* ((s ::string &`{echo let*}) (t ::string s)) (write t))
(newline)
; expect: "let*\n"
(letrec ((s ::string &`{echo letrec})) (write s))
(newline)
; expect: "letrec\n"
(define (required (a ::string)) a)
(write (required &`{echo param}))
(newline)
; expect: "param\n"
(define (optional #!optional (a ::string &`{echo default})) a)
(write (list (optional) (optional &`{echo given})))
(newline)
; expect: ("default\n" "given\n")
(define (strings #!rest words ::string) words)
(write (strings "a" &`{echo rest}))
(newline)
; expect: ("a" "rest\n")
(define (result) ::string &`{echo result})
(write (result))
(newline)
; expect: "result\n"
(define (result-after-define) ::string
  (define q &`{echo inner})
  q)
(write (result-after-define))
(newline)
; expect: "inner\n"
;; A call of the procedure itself stays a tail call under a converting result type.
(define (count-down n) ::string
  (cond ((= n 0) &`{echo done})
        (else (count-down (- n 1)))))
(write (count-down 1000000))
(newline)
; expect: "done\n"
(define (outer)
  (define (inner n acc) ::string
    (if (= n 0) acc (inner (- n 1) acc)))
  (inner 1000000 &`{echo inner loop}))
(write (outer))
(newline)
; expect: "inner loop\n"
(define bytes ::bytevector &`{printf ab})
(write bytes)
(newline)
; expect: #u8(97 98)
(define (bytes-of (b ::bytevector)) b)
(write (bytes-of &`{printf c}))
(newline)
; expect: #u8(99)
(define text ::string "before")
(set! text &`{echo global})
(write text)
(newline)
; expect: "global\n"
(let ((local ::string "before"))
  (set! local &`{echo local})
  (write local))
(newline)
; expect: "local\n"
(let loop ((s ::string &`{echo named}) (i 0))
  (write s)
  (if (= i 0) (loop &`{echo again} 1)))
(newline)
; expect: "named\n""again\n"
(do ((s ::string &`{echo do} "done"))
    ((string=? s "done") (write s))
  (write s))
(newline)
; expect: "do\n""done"
(write (string? (let ((s ::string &`{echo x})) s)))
(newline)
; expect: #t
(define (not-a-string) ::string (car (list 5)))
(not-a-string)
; expect runtime error: not-a-string: result expects string, got 5
