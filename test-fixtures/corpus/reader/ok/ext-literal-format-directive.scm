; Format directives in a body: with values in brackets, or bare when they take none.
&{n=&~5,'0d[n] &~a[1 2]&~%&~~}
