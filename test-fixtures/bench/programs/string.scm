;; string: builds strings with string-append, cuts them with substring, and scans them
;; with string-ref and string->list; prints the final length, a checksum of its characters
;; and the number of vowels seen.
;; expect: (924 44673 63646)
;; check-size: 50
;; check-expect: (624 50167 200)
(import (scheme base) (scheme write) (scheme time))
(define bench-size 20000)
(define bench-repeat 20)

(define alphabet "abcdefghijklmnopqrstuvwxyz")

;; Each step appends a slice of the alphabet and the string's own first characters, and
;; halves the string whenever it grows past 1000 characters.
(define (grow text step)
  (let* ((start (remainder step 26))
         (slice (substring alphabet start (min 26 (+ start 7))))
         (prefix (substring text 0 (min 5 (string-length text))))
         (longer (string-append text slice "-" prefix)))
    (if (> (string-length longer) 1000)
        (substring longer (quotient (string-length longer) 2) (string-length longer))
        longer)))

(define (checksum text)
  (let loop ((i 0) (total 0))
    (if (= i (string-length text))
        total
        (loop (+ i 1) (remainder (+ (* total 31) (char->integer (string-ref text i))) 65536)))))

(define (count-vowels text)
  (let loop ((chars (string->list text)) (count 0))
    (cond ((null? chars) count)
          ((memv (car chars) '(#\a #\e #\i #\o #\u)) (loop (cdr chars) (+ count 1)))
          (else (loop (cdr chars) count)))))

(define (bench-run)
  (let loop ((step 0) (text "start") (vowels 0))
    (if (= step bench-size)
        (list (string-length text) (checksum text) vowels)
        (let ((next (grow text step)))
          (loop (+ step 1) next (+ vowels (count-vowels (substring next 0 (min 20 (string-length next))))))))))

;; The timing harness below is the same in every program: run the benchmark bench-repeat
;; times, print the last result on one line and the loop time on the next.
(define (bench-loop count result)
  (if (= count 0)
      result
      (bench-loop (- count 1) (bench-run))))
(define bench-start (current-jiffy))
(define bench-result (bench-loop bench-repeat #f))
(define bench-end (current-jiffy))
(write bench-result)
(newline)
(display "time-us: ")
(write (quotient (* 1000000 (- bench-end bench-start)) (jiffies-per-second)))
(newline)
