;; Keyword arguments of a construction set properties as in Kawa: the keyword is the property
;; in Scheme style, set through its setter, else added through an adder, else stored in a
;; public field.

;; tool-tip-text: is setToolTipText.
(define button (javax.swing.JButton text: "Do it!" tool-tip-text: "do it"))
(display (button:getText))
(newline)
; expect: Do it!
(display (button:getToolTipText))
(newline)
; expect: do it

;; action-listener: has no setter, so it is addActionListener; the lambda becomes an ActionListener.
(define clicks 0)
(define counter (javax.swing.JButton "count"
                  action-listener: (lambda (event) (set! clicks (+ clicks 1)))))
(counter:doClick)
(counter:doClick)
(display clicks)
(newline)
; expect: 2

;; A class with public fields and no setters: the keywords store the fields, converted to their types.
(define-simple-class Point ()
  (x ::int init: 0)
  (y ::int init: 0)
  ((manhattan) ::int (+ (abs x) (abs y))))
(define p (Point x: 3 y: -4))
(display (p:manhattan))
(newline)
; expect: 7

;; A camel-case keyword names the same property.
(define q (javax.swing.JButton toolTipText: "camel"))
(display (q:getToolTipText))
(newline)
; expect: camel

;; The value converts as a setter's argument does: a string where an int is wanted is an error.
(define bad (Point x: "three"))
; expect runtime error: Point.x
