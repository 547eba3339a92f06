;; SRFI 35: conditions. A condition type has a name, a supertype and fields; a condition is a list
;; of components, each a type with the values of its fields (and its supertypes'), so a compound
;; condition has several types. error? also holds for R7RS error objects, so importing this
;; library keeps (error? e) working on what error raises.
(define-library (srfi 35)
  (import (scheme base))
  (export make-condition-type condition-type? make-condition condition? condition-has-type?
          condition-ref make-compound-condition extract-condition define-condition-type condition
          &condition &message message-condition? condition-message &serious serious-condition?
          &error error?)
  (begin
    (define-record-type <condition-type>
      (%make-condition-type name supertype fields all-fields)
      condition-type?
      (name condition-type-name)
      (supertype condition-type-supertype)
      (fields condition-type-fields)
      (all-fields condition-type-all-fields))
    (define (make-condition-type name supertype fields)
      (if (not (symbol? name)) (error "make-condition-type: expected a symbol, got" name))
      (if (not (condition-type? supertype)) (error "make-condition-type: expected a condition type, got" supertype))
      (%make-condition-type name supertype fields (append (condition-type-all-fields supertype) fields)))
    (define &condition (%make-condition-type '&condition #f '() '()))
    (define (subtype? t1 t2)
      (let loop ((t t1))
        (cond ((not t) #f) ((eq? t t2) #t) (else (loop (condition-type-supertype t))))))

    (define-record-type <condition>
      (make-components components)
      condition?
      (components condition-components))
    (define (make-condition type . fields+values)
      (if (not (condition-type? type)) (error "make-condition: expected a condition type, got" type))
      (let loop ((l fields+values) (alist '()))
        (cond ((null? l)
               (for-each (lambda (f)
                           (if (not (assq f alist))
                               (error "make-condition: no value for field" f)))
                         (condition-type-all-fields type))
               (make-components (list (cons type alist))))
              ((and (pair? (cdr l)) (memq (car l) (condition-type-all-fields type)))
               (loop (cddr l) (cons (cons (car l) (cadr l)) alist)))
              (else (error "make-condition: not a field of the type" (car l))))))
    (define (condition-has-type? c type)
      (let loop ((cs (condition-components c)))
        (and (pair? cs) (or (subtype? (caar cs) type) (loop (cdr cs))))))
    (define (condition-ref c field)
      (let loop ((cs (condition-components c)))
        (cond ((null? cs) (error "condition-ref: no such field" field))
              ((assq field (cdar cs)) => cdr)
              (else (loop (cdr cs))))))
    (define (make-compound-condition c . cs)
      (make-components (apply append (map condition-components (cons c cs)))))
    (define (extract-condition c type)
      (let loop ((cs (condition-components c)))
        (cond ((null? cs) (error "extract-condition: the condition has no component of the type" type))
              ((subtype? (caar cs) type)
               (make-components
                 (list (cons type (filter-fields (condition-type-all-fields type) (cdar cs))))))
              (else (loop (cdr cs))))))
    (define (filter-fields fields alist)
      (let loop ((alist alist))
        (cond ((null? alist) '())
              ((memq (caar alist) fields) (cons (car alist) (loop (cdr alist))))
              (else (loop (cdr alist))))))

    (define-syntax define-condition-type
      (syntax-rules ()
        ((_ name supertype predicate (field accessor) ...)
         (begin
           (define name (make-condition-type 'name supertype '(field ...)))
           (define (predicate x) (and (condition? x) (condition-has-type? x name)))
           (define (accessor c) (condition-ref (extract-condition c name) 'field))
           ...))))
    (define-syntax condition
      (syntax-rules ()
        ((_ (type (field value) ...) ...)
         (specs->condition (list (cons type (list (cons 'field value) ...)) ...)))))
    ;; A field given for one type's component is given to every component with that field.
    (define (specs->condition specs)
      (let ((all (apply append (map cdr specs))))
        (apply make-compound-condition
          (map (lambda (spec)
                 (let ((type (car spec)))
                   (apply make-condition type
                     (apply append
                       (map (lambda (f)
                              (let ((given (or (assq f (cdr spec)) (assq f all))))
                                (if given (list f (cdr given)) '())))
                            (condition-type-all-fields type))))))
               specs))))

    (define &message (make-condition-type '&message &condition '(message)))
    (define (message-condition? x) (and (condition? x) (condition-has-type? x &message)))
    (define (condition-message c) (condition-ref (extract-condition c &message) 'message))
    (define &serious (make-condition-type '&serious &condition '()))
    (define (serious-condition? x) (and (condition? x) (condition-has-type? x &serious)))
    (define &error (make-condition-type '&error &serious '()))
    (define (error? x)
      (if (condition? x) (condition-has-type? x &error) (error-object? x)))))
