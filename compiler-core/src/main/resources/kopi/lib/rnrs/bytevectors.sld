;; R6RS (rnrs bytevectors), over the R7RS bytevectors and the internal builtins of
;; kopi.runtime.lib.BytevectorNumbersLib. bytevector-copy! takes R6RS's arguments
;; (source source-start target target-start count), bytevector-copy copies a whole bytevector and
;; make-bytevector's fill may be negative.
(define-library (rnrs bytevectors)
  (import (rename (scheme base) (bytevector-copy! r7rs-bytevector-copy!) (bytevector-copy r7rs-bytevector-copy)
                  (make-bytevector r7rs-make-bytevector))
          (only (kopi internal) %bytevector-uint-ref %bytevector-sint-ref %bytevector-uint-set!
                %bytevector-sint-set! %bytevector-ieee-ref %bytevector-ieee-set!))
  (export
    endianness native-endianness bytevector? make-bytevector bytevector-length bytevector=?
    bytevector-fill! bytevector-copy! bytevector-copy bytevector-u8-ref bytevector-s8-ref
    bytevector-u8-set! bytevector-s8-set! bytevector->u8-list u8-list->bytevector
    bytevector-uint-ref bytevector-sint-ref bytevector-uint-set! bytevector-sint-set!
    bytevector->uint-list bytevector->sint-list uint-list->bytevector sint-list->bytevector
    bytevector-u16-ref bytevector-s16-ref bytevector-u16-native-ref bytevector-s16-native-ref
    bytevector-u16-set! bytevector-s16-set! bytevector-u16-native-set! bytevector-s16-native-set!
    bytevector-u32-ref bytevector-s32-ref bytevector-u32-native-ref bytevector-s32-native-ref
    bytevector-u32-set! bytevector-s32-set! bytevector-u32-native-set! bytevector-s32-native-set!
    bytevector-u64-ref bytevector-s64-ref bytevector-u64-native-ref bytevector-s64-native-ref
    bytevector-u64-set! bytevector-s64-set! bytevector-u64-native-set! bytevector-s64-native-set!
    bytevector-ieee-single-ref bytevector-ieee-single-native-ref bytevector-ieee-single-set!
    bytevector-ieee-single-native-set! bytevector-ieee-double-ref bytevector-ieee-double-native-ref
    bytevector-ieee-double-set! bytevector-ieee-double-native-set!
    string->utf8 string->utf16 string->utf32 utf8->string utf16->string utf32->string)
  (begin
    (define-syntax endianness
      (syntax-rules (big little)
        ((_ big) 'big)
        ((_ little) 'little)))
    (define (native-endianness) 'little)
    ;; The fill may be a signed byte, -128 to 255.
    (define (make-bytevector k . fill)
      (if (null? fill)
          (r7rs-make-bytevector k)
          (r7rs-make-bytevector k (if (and (exact-integer? (car fill)) (< -129 (car fill) 0)) (+ (car fill) 256) (car fill)))))
    (define (bytevector=? a b) (equal? a b))
    (define (bytevector-fill! bv fill)
      (let ((fill (if (< fill 0) (+ fill 256) fill)))
        (do ((i 0 (+ i 1))) ((= i (bytevector-length bv))) (bytevector-u8-set! bv i fill))))
    (define (bytevector-copy! source source-start target target-start k)
      (r7rs-bytevector-copy! target target-start source source-start (+ source-start k)))
    (define (bytevector-copy bv) (r7rs-bytevector-copy bv))
    (define (bytevector-s8-ref bv k) (%bytevector-sint-ref bv k 'big 1))
    (define (bytevector-s8-set! bv k v) (%bytevector-sint-set! bv k v 'big 1))
    (define (bytevector->u8-list bv)
      (let loop ((i (- (bytevector-length bv) 1)) (acc '()))
        (if (< i 0) acc (loop (- i 1) (cons (bytevector-u8-ref bv i) acc)))))
    (define (u8-list->bytevector l) (apply bytevector l))
    (define bytevector-uint-ref %bytevector-uint-ref)
    (define bytevector-sint-ref %bytevector-sint-ref)
    (define bytevector-uint-set! %bytevector-uint-set!)
    (define bytevector-sint-set! %bytevector-sint-set!)
    (define (->list ref bv endianness size)
      (let loop ((i (- (bytevector-length bv) size)) (acc '()))
        (if (< i 0) acc (loop (- i size) (cons (ref bv i endianness size) acc)))))
    (define (bytevector->uint-list bv endianness size) (->list %bytevector-uint-ref bv endianness size))
    (define (bytevector->sint-list bv endianness size) (->list %bytevector-sint-ref bv endianness size))
    (define (list-> set l endianness size)
      (let ((bv (make-bytevector (* size (length l)) 0)))
        (let loop ((l l) (i 0))
          (if (null? l) bv (begin (set bv i (car l) endianness size) (loop (cdr l) (+ i size)))))))
    (define (uint-list->bytevector l endianness size) (list-> %bytevector-uint-set! l endianness size))
    (define (sint-list->bytevector l endianness size) (list-> %bytevector-sint-set! l endianness size))
    (define-syntax define-sized
      (syntax-rules ()
        ((_ size ref set native-ref native-set base-ref base-set)
         (begin
           (define (ref bv k endianness) (base-ref bv k endianness size))
           (define (native-ref bv k) (base-ref bv k (native-endianness) size))
           (define (set bv k v endianness) (base-set bv k v endianness size))
           (define (native-set bv k v) (base-set bv k v (native-endianness) size))))))
    (define-sized 2 bytevector-u16-ref bytevector-u16-set! bytevector-u16-native-ref bytevector-u16-native-set!
      %bytevector-uint-ref %bytevector-uint-set!)
    (define-sized 2 bytevector-s16-ref bytevector-s16-set! bytevector-s16-native-ref bytevector-s16-native-set!
      %bytevector-sint-ref %bytevector-sint-set!)
    (define-sized 4 bytevector-u32-ref bytevector-u32-set! bytevector-u32-native-ref bytevector-u32-native-set!
      %bytevector-uint-ref %bytevector-uint-set!)
    (define-sized 4 bytevector-s32-ref bytevector-s32-set! bytevector-s32-native-ref bytevector-s32-native-set!
      %bytevector-sint-ref %bytevector-sint-set!)
    (define-sized 8 bytevector-u64-ref bytevector-u64-set! bytevector-u64-native-ref bytevector-u64-native-set!
      %bytevector-uint-ref %bytevector-uint-set!)
    (define-sized 8 bytevector-s64-ref bytevector-s64-set! bytevector-s64-native-ref bytevector-s64-native-set!
      %bytevector-sint-ref %bytevector-sint-set!)
    (define-sized 4 bytevector-ieee-single-ref bytevector-ieee-single-set! bytevector-ieee-single-native-ref
      bytevector-ieee-single-native-set! %bytevector-ieee-ref %bytevector-ieee-set!)
    (define-sized 8 bytevector-ieee-double-ref bytevector-ieee-double-set! bytevector-ieee-double-native-ref
      bytevector-ieee-double-native-set! %bytevector-ieee-ref %bytevector-ieee-set!)

    ;; UTF-16 and UTF-32; decoding honours a byte-order mark unless the endianness is mandatory.
    (define (string->utf16 s . endianness)
      (let ((e (if (pair? endianness) (car endianness) 'big)))
        (let loop ((cs (string->list s)) (units '()))
          (if (null? cs)
              (uint-list->bytevector (reverse units) e 2)
              (let ((c (char->integer (car cs))))
                (if (< c #x10000)
                    (loop (cdr cs) (cons c units))
                    (let ((v (- c #x10000)))
                      (loop (cdr cs) (cons (+ #xDC00 (modulo v 1024)) (cons (+ #xD800 (quotient v 1024)) units))))))))))
    (define (string->utf32 s . endianness)
      (let ((e (if (pair? endianness) (car endianness) 'big)))
        (uint-list->bytevector (map char->integer (string->list s)) e 4)))
    ;; The endianness and the start after a byte-order mark.
    (define (bom bv e mandatory size)
      (let ((n (bytevector-length bv)))
        (cond ((or mandatory (< n size)) (values e 0))
              ((= (%bytevector-uint-ref bv 0 'big size) (if (= size 2) #xFEFF #x0000FEFF)) (values 'big size))
              ((= (%bytevector-uint-ref bv 0 'little size) (if (= size 2) #xFEFF #x0000FEFF)) (values 'little size))
              (else (values e 0)))))
    (define (utf16->string bv e . mandatory)
      (let-values (((e start) (bom bv e (and (pair? mandatory) (car mandatory)) 2)))
        (let loop ((i start) (acc '()))
          (if (>= (+ i 1) (bytevector-length bv))
              (list->string (reverse acc))
              (let ((u (%bytevector-uint-ref bv i e 2)))
                (if (and (<= #xD800 u #xDBFF) (< (+ i 3) (bytevector-length bv)))
                    (let ((low (%bytevector-uint-ref bv (+ i 2) e 2)))
                      (loop (+ i 4) (cons (integer->char (+ #x10000 (* (- u #xD800) 1024) (- low #xDC00))) acc)))
                    (loop (+ i 2) (cons (integer->char u) acc))))))))
    (define (utf32->string bv e . mandatory)
      (let-values (((e start) (bom bv e (and (pair? mandatory) (car mandatory)) 4)))
        (let loop ((i start) (acc '()))
          (if (> (+ i 4) (bytevector-length bv))
              (list->string (reverse acc))
              (loop (+ i 4) (cons (integer->char (%bytevector-uint-ref bv i e 4)) acc))))))))
