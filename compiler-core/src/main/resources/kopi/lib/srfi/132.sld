;; SRFI 132: sort libraries, over the stable merge sort of the default environment's sort
;; (kopi.runtime.lib.ListOpsLib); the ordering procedure comes first, as in R6RS.
(define-library (srfi 132)
  (import (scheme base) (scheme case-lambda) (only (kawa base) sort))
  (export list-sorted? vector-sorted? list-sort list-stable-sort list-sort! list-stable-sort!
          vector-sort vector-stable-sort vector-sort! vector-stable-sort! list-merge list-merge!
          vector-merge vector-merge! list-delete-neighbor-dups list-delete-neighbor-dups!
          vector-delete-neighbor-dups vector-delete-neighbor-dups! vector-find-median
          vector-find-median! vector-select! vector-separate!)
  (begin
    (define (list-sorted? < lis)
      (or (null? lis)
          (let loop ((prev (car lis)) (l (cdr lis)))
            (or (null? l) (and (not (< (car l) prev)) (loop (car l) (cdr l)))))))
    (define vector-sorted?
      (case-lambda
        ((< v) (vector-sorted? < v 0 (vector-length v)))
        ((< v start) (vector-sorted? < v start (vector-length v)))
        ((< v start end)
         (let loop ((i (+ start 1)))
           (or (>= i end)
               (and (not (< (vector-ref v i) (vector-ref v (- i 1)))) (loop (+ i 1))))))))
    (define (list-sort < lis) (sort lis <))
    (define list-stable-sort list-sort)
    (define list-sort! list-sort)
    (define list-stable-sort! list-sort)
    (define vector-sort
      (case-lambda
        ((< v) (sort (vector-copy v) <))
        ((< v start) (sort (vector-copy v start) <))
        ((< v start end) (sort (vector-copy v start end) <))))
    (define vector-stable-sort vector-sort)
    (define vector-sort!
      (case-lambda
        ((< v) (vector-sort! < v 0 (vector-length v)))
        ((< v start) (vector-sort! < v start (vector-length v)))
        ((< v start end) (vector-copy! v start (vector-sort < v start end)))))
    (define vector-stable-sort! vector-sort!)
    ;; Of equal elements, those of the first list come first.
    (define (list-merge < a b)
      (let loop ((a a) (b b) (acc '()))
        (cond ((null? a) (append-reverse acc b))
              ((null? b) (append-reverse acc a))
              ((< (car b) (car a)) (loop a (cdr b) (cons (car b) acc)))
              (else (loop (cdr a) b (cons (car a) acc))))))
    (define (append-reverse rev tail) (if (null? rev) tail (append-reverse (cdr rev) (cons (car rev) tail))))
    (define list-merge! list-merge)
    (define vector-merge
      (case-lambda
        ((< v1 v2) (vector-merge < v1 v2 0 (vector-length v1) 0 (vector-length v2)))
        ((< v1 v2 s1) (vector-merge < v1 v2 s1 (vector-length v1) 0 (vector-length v2)))
        ((< v1 v2 s1 e1) (vector-merge < v1 v2 s1 e1 0 (vector-length v2)))
        ((< v1 v2 s1 e1 s2) (vector-merge < v1 v2 s1 e1 s2 (vector-length v2)))
        ((< v1 v2 s1 e1 s2 e2)
         (list->vector (list-merge < (vector->list v1 s1 e1) (vector->list v2 s2 e2))))))
    (define vector-merge!
      (case-lambda
        ((< to v1 v2) (vector-merge! < to v1 v2 0))
        ((< to v1 v2 at) (vector-copy! to at (vector-merge < v1 v2)))
        ((< to v1 v2 at s1) (vector-copy! to at (vector-merge < v1 v2 s1)))
        ((< to v1 v2 at s1 e1) (vector-copy! to at (vector-merge < v1 v2 s1 e1)))
        ((< to v1 v2 at s1 e1 s2) (vector-copy! to at (vector-merge < v1 v2 s1 e1 s2)))
        ((< to v1 v2 at s1 e1 s2 e2) (vector-copy! to at (vector-merge < v1 v2 s1 e1 s2 e2)))))
    (define (list-delete-neighbor-dups = lis)
      (if (null? lis)
          '()
          (let loop ((prev (car lis)) (l (cdr lis)) (acc (list (car lis))))
            (cond ((null? l) (reverse acc))
                  ((= prev (car l)) (loop prev (cdr l) acc))
                  (else (loop (car l) (cdr l) (cons (car l) acc)))))))
    (define list-delete-neighbor-dups! list-delete-neighbor-dups)
    (define vector-delete-neighbor-dups
      (case-lambda
        ((= v) (vector-delete-neighbor-dups = v 0 (vector-length v)))
        ((= v start) (vector-delete-neighbor-dups = v start (vector-length v)))
        ((= v start end) (list->vector (list-delete-neighbor-dups = (vector->list v start end))))))
    ;; Returns the end of the run of distinct elements written from start.
    (define vector-delete-neighbor-dups!
      (case-lambda
        ((= v) (vector-delete-neighbor-dups! = v 0 (vector-length v)))
        ((= v start) (vector-delete-neighbor-dups! = v start (vector-length v)))
        ((= v start end)
         (let ((kept (vector-delete-neighbor-dups = v start end)))
           (vector-copy! v start kept)
           (+ start (vector-length kept))))))
    (define vector-find-median
      (case-lambda
        ((< v knil) (vector-find-median < v knil (lambda (a b) (/ (+ a b) 2))))
        ((< v knil mean)
         (let* ((n (vector-length v)) (sorted (vector-sort < v)))
           (cond ((= n 0) knil)
                 ((odd? n) (vector-ref sorted (quotient n 2)))
                 (else (mean (vector-ref sorted (- (quotient n 2) 1)) (vector-ref sorted (quotient n 2)))))))))
    (define vector-find-median!
      (case-lambda
        ((< v knil) (vector-find-median! < v knil (lambda (a b) (/ (+ a b) 2))))
        ((< v knil mean) (vector-sort! < v) (vector-find-median < v knil mean))))
    ;; The element of rank k (from 0) between start and end.
    (define vector-select!
      (case-lambda
        ((< v k) (vector-select! < v k 0 (vector-length v)))
        ((< v k start) (vector-select! < v k start (vector-length v)))
        ((< v k start end)
         (if (not (and (<= 0 k) (< k (- end start))))
             (error "vector-select!: rank out of range" k))
         (vector-sort! < v start end)
         (vector-ref v (+ start k)))))
    ;; Puts the k smallest elements between start and end first.
    (define vector-separate!
      (case-lambda
        ((< v k) (vector-separate! < v k 0 (vector-length v)))
        ((< v k start) (vector-separate! < v k start (vector-length v)))
        ((< v k start end) (vector-sort! < v start end))))))
