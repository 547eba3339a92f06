;; earley: Earley's chart parser on the ambiguous grammar s -> s s | a, then counts the parse
;; trees of a string of n a's from the chart (the Catalan number C(n-1)).
;; expect: 2674440
;; check-size: 10
;; check-expect: 4862
(import (scheme base) (scheme write) (scheme time))
(define bench-size 15)
(define bench-repeat 250)

;; Rule 0 is the start rule. A rule is (lhs rhs...); the grammar has no empty right-hand side.
(define grammar '((start s) (s s s) (s a)))

(define rules (list->vector (map (lambda (rule) (list->vector rule)) grammar)))
(define nonterminals '(start s))

;; A dotted rule ("position") is numbered; an item is position + positions * origin.
(define position-count
  (let loop ((i 0) (total 0))
    (if (= i (vector-length rules)) total (loop (+ i 1) (+ total (vector-length (vector-ref rules i)))))))
(define position-rule (make-vector position-count 0))
(define position-dot (make-vector position-count 0))
(define first-position (make-vector (vector-length rules) 0))
(let loop ((rule 0) (position 0))
  (if (< rule (vector-length rules))
      (begin
        (vector-set! first-position rule position)
        (do ((dot 0 (+ dot 1))) ((= dot (vector-length (vector-ref rules rule))))
          (vector-set! position-rule (+ position dot) rule)
          (vector-set! position-dot (+ position dot) dot))
        (loop (+ rule 1) (+ position (vector-length (vector-ref rules rule)))))))

(define (position-lhs position) (vector-ref (vector-ref rules (vector-ref position-rule position)) 0))

;; The symbol after the dot, or #f when the dotted rule is complete.
(define (next-symbol position)
  (let ((rule (vector-ref rules (vector-ref position-rule position)))
        (dot (+ 1 (vector-ref position-dot position))))
    (if (< dot (vector-length rule)) (vector-ref rule dot) #f)))

(define (nonterminal-index symbol)
  (let loop ((rest nonterminals) (i 0))
    (cond ((null? rest) #f)
          ((eq? (car rest) symbol) i)
          (else (loop (cdr rest) (+ i 1))))))

;; One item set: a growable vector of items in insertion order.
(define (make-item-set) (vector 0 (make-vector 8 0)))
(define (set-size set) (vector-ref set 0))
(define (set-item set i) (vector-ref (vector-ref set 1) i))
(define (add-item! set item)
  (let ((size (vector-ref set 0)) (items (vector-ref set 1)))
    (if (not (let loop ((i 0)) (and (< i size) (or (= (vector-ref items i) item) (loop (+ i 1))))))
        (begin
          (if (= size (vector-length items))
              (let ((bigger (make-vector (* 2 size) 0)))
                (do ((i 0 (+ i 1))) ((= i size)) (vector-set! bigger i (vector-ref items i)))
                (vector-set! set 1 bigger)))
          (vector-set! (vector-ref set 1) size item)
          (vector-set! set 0 (+ size 1))))))

(define (parse input)
  (let* ((tokens (list->vector input))
         (n (vector-length tokens))
         (chart (make-vector (+ n 1) #f)))
    (do ((j 0 (+ j 1))) ((> j n)) (vector-set! chart j (make-item-set)))
    (add-item! (vector-ref chart 0) (vector-ref first-position 0))
    (do ((j 0 (+ j 1))) ((> j n) chart)
      (let ((set (vector-ref chart j)))
        (let loop ((k 0))
          (if (< k (set-size set))
              (let* ((item (set-item set k))
                     (position (remainder item position-count))
                     (origin (quotient item position-count))
                     (symbol (next-symbol position)))
                (cond ((not symbol)
                       ;; Completion: advance every item of the origin set waiting for lhs.
                       (let ((lhs (position-lhs position)) (waiting (vector-ref chart origin)))
                         (do ((i 0 (+ i 1))) ((= i (set-size waiting)))
                           (let* ((other (set-item waiting i))
                                  (other-position (remainder other position-count)))
                             (if (eq? (next-symbol other-position) lhs)
                                 (add-item! set (+ other 1)))))))
                      ((nonterminal-index symbol)
                       ;; Prediction: start every rule for the symbol here.
                       (do ((rule 0 (+ rule 1))) ((= rule (vector-length rules)))
                         (if (eq? (vector-ref (vector-ref rules rule) 0) symbol)
                             (add-item! set (+ (vector-ref first-position rule) (* position-count j))))))
                      ((and (< j n) (eq? (vector-ref tokens j) symbol))
                       ;; Scanning: the token matches, so the item moves to the next set.
                       (add-item! (vector-ref chart (+ j 1)) (+ item 1))))
                (loop (+ k 1)))))))))

;; Counts derivations of each nonterminal over each span, using the chart's completed items
;; to skip spans that cannot derive anything.
(define (count-parses input chart)
  (let* ((tokens (list->vector input))
         (n (vector-length tokens))
         (span-count (* (+ n 1) (+ n 1)))
         (nonterminal-count (length nonterminals))
         (complete (make-vector (* nonterminal-count span-count) #f))
         (memo (make-vector (* nonterminal-count span-count) #f)))
    (define (slot symbol from to)
      (+ (* (nonterminal-index symbol) span-count) (* from (+ n 1)) to))
    (define (derivations symbol from to)
      (let ((index (slot symbol from to)))
        (or (vector-ref memo index)
            (let ((total (let loop ((rule 0) (total 0))
                           (if (= rule (vector-length rules))
                               total
                               (loop (+ rule 1)
                                     (if (eq? (vector-ref (vector-ref rules rule) 0) symbol)
                                         (+ total (sequence rule 1 from to))
                                         total))))))
              (vector-set! memo index total)
              total))))
    (define (sequence rule k from to)
      (let ((rhs (vector-ref rules rule)))
        (if (= k (vector-length rhs))
            (if (= from to) 1 0)
            (let ((symbol (vector-ref rhs k)))
              (if (nonterminal-index symbol)
                  ;; Every later symbol needs at least one token, so the span stops short.
                  (let loop ((middle (+ from 1)) (total 0))
                    (if (> middle (- to (- (vector-length rhs) k 1)))
                        total
                        (loop (+ middle 1)
                              (if (vector-ref complete (slot symbol from middle))
                                  (+ total (* (derivations symbol from middle)
                                              (sequence rule (+ k 1) middle to)))
                                  total))))
                  (if (and (< from to) (eq? (vector-ref tokens from) symbol))
                      (sequence rule (+ k 1) (+ from 1) to)
                      0))))))
    (do ((j 0 (+ j 1))) ((> j n))
      (let ((set (vector-ref chart j)))
        (do ((k 0 (+ k 1))) ((= k (set-size set)))
          (let* ((item (set-item set k)) (position (remainder item position-count)))
            (if (not (next-symbol position))
                (vector-set! complete (slot (position-lhs position) (quotient item position-count) j) #t))))))
    (if (vector-ref complete (slot 'start 0 n))
        (derivations 'start 0 n)
        0)))

(define (bench-run)
  (let* ((input (make-list bench-size 'a))
         (chart (parse input)))
    (count-parses input chart)))

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
