; String quasi-literals (SRFI 109).
&{Hello &[name]!}
&{}
&{plain text}
