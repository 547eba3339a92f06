;; Scheme classes implementing a Java interface (sample.Shape), and procedures that call Java
;; (sample.Units, java.lang.Math). Compiled by kopi-maven-plugin into sample.shapes (this file's
;; path under src/main/scheme) and the classes it defines.
(define-simple-class sample.Circle (sample.Shape)
  (radius ::double init-value: 1.0)
  ((*init* (r ::double)) (set! radius r))
  ((name) ::String "circle")
  ((area) ::double (* java.lang.Math:PI radius radius)))

(define-simple-class sample.Square (sample.Shape)
  (side ::double init-value: 1.0)
  ((*init* (s ::double)) (set! side s))
  ((name) ::String "square")
  ((area) ::double (* side side)))

;; Called from Java (Main) through the module class's field.
(define (describe (shape ::sample.Shape))
  (string-append (shape:name) ": " (sample.Units:squareMetres (shape:area))))

(define (total-area shapes)
  (let loop ((i 0) (sum 0.0))
    (if (= i (shapes:size))
        sum
        (loop (+ i 1) (+ sum ((as sample.Shape (shapes:get i)):area))))))
