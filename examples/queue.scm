;; Records, a hygienic macro and proper tail calls: ./kopi examples/queue.scm
(define-record-type queue
  (make-queue front back)
  queue?
  (front queue-front set-queue-front!)
  (back queue-back set-queue-back!))

(define (empty-queue) (make-queue '() '()))

(define (enqueue! q x)
  (set-queue-back! q (cons x (queue-back q))))

(define (dequeue! q)
  (when (null? (queue-front q))
    (set-queue-front! q (reverse (queue-back q)))
    (set-queue-back! q '()))
  (let ((x (car (queue-front q))))
    (set-queue-front! q (cdr (queue-front q)))
    x))

;; `swap!` introduces `tmp`; hygiene keeps it apart from the user's own `tmp`.
(define-syntax swap!
  (syntax-rules ()
    ((_ a b) (let ((tmp a)) (set! a b) (set! b tmp)))))

(define q (empty-queue))
(for-each (lambda (x) (enqueue! q x)) '(1 2 3))
(let ((tmp (dequeue! q)) (other (dequeue! q)))
  (swap! tmp other)
  (write (list tmp other (dequeue! q)))
  (newline))

;; A million-deep loop through mutual tail calls runs on the default stack.
(define (ping n) (if (= n 0) 'done (pong (- n 1))))
(define (pong n) (if (= n 0) 'done (ping (- n 1))))
(write (ping 1000000))
(newline)
