; Character and entity references inside quasi-literals.
&{a &lt; b &amp; c &gt; d &quot; e &apos;}
&{&#65; &#x3bb;}
&tag{&lbrace; &rbrace;}
