;; conform: structural type conformance over recursive record types, in the spirit of
;; Emerald's conformity checks: builds bench-size cyclic base types, closes the set under
;; greatest lower bound (meet) for two rounds, and prints the number of distinct types and of
;; ordered pairs that conform. Uses define-record-type, association lists and closures.
;; expect: (94 1153)
;; check-size: 5
;; check-expect: (7 19)
(import (scheme base) (scheme write) (scheme time))
(define bench-size 8)
(define bench-repeat 24)

;; A type is a record of fields; each field is a (label . type) pair, kept sorted by label.
(define-record-type type-node
  (make-type-node id fields)
  type-node?
  (id type-id)
  (fields type-fields set-type-fields!))

(define next-id 0)
(define (new-type fields)
  (set! next-id (+ next-id 1))
  (make-type-node next-id fields))

(define (assumed? a b assumptions)
  (and (pair? assumptions)
       (or (and (eq? (car (car assumptions)) a) (eq? (cdr (car assumptions)) b))
           (assumed? a b (cdr assumptions)))))

;; a conforms to b when a has every field of b, each conforming to b's. Recursive types are
;; handled coinductively: a pair already under examination is assumed to conform.
(define (conforms? a b assumptions)
  (or (eq? a b)
      (assumed? a b assumptions)
      (let ((assumptions (cons (cons a b) assumptions)))
        (let loop ((wanted (type-fields b)))
          (or (null? wanted)
              (let ((found (assv (car (car wanted)) (type-fields a))))
                (and found
                     (conforms? (cdr found) (cdr (car wanted)) assumptions)
                     (loop (cdr wanted)))))))))

(define (equivalent? a b)
  (and (conforms? a b '()) (conforms? b a '())))

;; The meet of a and b has the fields of both, a shared field typed by the meet of the two
;; field types. "memo" remembers meets under construction so recursive types terminate.
(define (meet a b memo)
  (cond ((conforms? a b '()) a)
        ((conforms? b a '()) b)
        ((find-meet a b (car memo)) => cdr)
        (else
         (let ((result (new-type '())))
           (set-car! memo (cons (cons (cons a b) result) (car memo)))
           (set-type-fields! result (merge-fields (type-fields a) (type-fields b) memo))
           result))))

(define (find-meet a b entries)
  (cond ((null? entries) #f)
        ((and (eq? (car (car (car entries))) a) (eq? (cdr (car (car entries))) b)) (car entries))
        (else (find-meet a b (cdr entries)))))

(define (merge-fields left right memo)
  (cond ((null? left) right)
        ((null? right) left)
        ((< (car (car left)) (car (car right)))
         (cons (car left) (merge-fields (cdr left) right memo)))
        ((> (car (car left)) (car (car right)))
         (cons (car right) (merge-fields left (cdr right) memo)))
        (else
         (cons (cons (car (car left)) (meet (cdr (car left)) (cdr (car right)) memo))
               (merge-fields (cdr left) (cdr right) memo)))))

;; Base type k has the labels of the set bits of k + 1 (among four labels); each field
;; points to another base type, which makes the types mutually recursive.
(define (base-types count)
  (let ((types (make-vector count #f)))
    (do ((k 0 (+ k 1))) ((= k count))
      (vector-set! types k (new-type '())))
    (do ((k 0 (+ k 1))) ((= k count) (vector->list types))
      (let loop ((label 3) (fields '()))
        (if (< label 0)
            (set-type-fields! (vector-ref types k) fields)
            (loop (- label 1)
                  (if (odd? (quotient (+ (remainder k 15) 1) (expt 2 label)))
                      (cons (cons label (vector-ref types (remainder (+ (* k 5) (* label 3) 1) count)))
                            fields)
                      fields)))))))

(define (add-if-new type types)
  (let loop ((rest types))
    (cond ((null? rest) (append types (list type)))
          ((equivalent? type (car rest)) types)
          (else (loop (cdr rest))))))

(define (close-under-meet types rounds)
  (if (= rounds 0)
      types
      (let ((memo (list '())))
        (let loop-a ((as types) (result types))
          (if (null? as)
              (close-under-meet result (- rounds 1))
              (loop-a (cdr as)
                      (let loop-b ((bs (cdr as)) (result result))
                        (if (null? bs)
                            result
                            (loop-b (cdr bs) (add-if-new (meet (car as) (car bs) memo) result))))))))))

(define (count-conforming types)
  (let loop-a ((as types) (count 0))
    (if (null? as)
        count
        (loop-a (cdr as)
                (let loop-b ((bs types) (count count))
                  (if (null? bs)
                      count
                      (loop-b (cdr bs) (if (conforms? (car as) (car bs) '()) (+ count 1) count))))))))

(define (bench-run)
  (set! next-id 0)
  (let ((lattice (close-under-meet (base-types bench-size) 2)))
    (list (length lattice) (count-conforming lattice))))

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
