; Named quasi-literals (SRFI 108).
&tag{text}
&tag{}
&p{Hello, world!}
