; Kawa's (define-xml-namespace prefix "uri"): (prefix:tag arg ...) makes an XML element in the
; namespace, keywords give attributes, lists splice their elements, other values are text (a space
; between two values that are not strings); prefix:tag alone is the constructor procedure. An
; element displays as its markup, the namespace declared where its prefix is first used; write
; puts # before it. Expected output from Kawa 3.1.1.
(define-xml-namespace h "http://www.w3.org/1999/xhtml")
(display (h:p "hello")) (newline)
(write (h:p "hello")) (newline)
(display (h:div class: "box" (h:p "a < b & c") (h:br))) (newline)
(display (h:ul (map (lambda (x) (h:li x)) '(1 2)))) (newline)
(define mk h:em)
(display (mk "x")) (newline)
(display (list (h:b "y"))) (newline)
(display (h:p id: 'z "t" 5)) (newline)
(define-xml-namespace s "urn:s")
(display (h:p (s:q "i"))) (newline)
(display (string? (h:p "x"))) (newline)
(display (h:p title: "x\"y<&>" "a > b \"q\" 'r'")) (newline)
(display (h:p #\c 'sym 1.5 #t)) (newline)
(display (h:p 1 "a" 2)) (newline)
(display (h:p '(1 2) 3 #f)) (newline)
; expect: <h:p xmlns:h="http://www.w3.org/1999/xhtml">hello</h:p>
; expect: #<h:p xmlns:h="http://www.w3.org/1999/xhtml">hello</h:p>
; expect: <h:div xmlns:h="http://www.w3.org/1999/xhtml" class="box"><h:p>a &lt; b &amp; c</h:p><h:br /></h:div>
; expect: <h:ul xmlns:h="http://www.w3.org/1999/xhtml"><h:li>1</h:li><h:li>2</h:li></h:ul>
; expect: <h:em xmlns:h="http://www.w3.org/1999/xhtml">x</h:em>
; expect: (<h:b xmlns:h="http://www.w3.org/1999/xhtml">y</h:b>)
; expect: <h:p xmlns:h="http://www.w3.org/1999/xhtml" id="z">t5</h:p>
; expect: <h:p xmlns:h="http://www.w3.org/1999/xhtml"><s:q xmlns:s="urn:s">i</s:q></h:p>
; expect: #f
; expect: <h:p xmlns:h="http://www.w3.org/1999/xhtml" title="x&quot;y&lt;&amp;&gt;">a &gt; b "q" 'r'</h:p>
; expect: <h:p xmlns:h="http://www.w3.org/1999/xhtml">c sym 1.5 true</h:p>
; expect: <h:p xmlns:h="http://www.w3.org/1999/xhtml">1a2</h:p>
; expect: <h:p xmlns:h="http://www.w3.org/1999/xhtml">1 2 3 false</h:p>
