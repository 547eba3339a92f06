; Abbreviations before lists, vectors, and other abbreviations.
',a `,b ,'c ,@'(d) '`,@e
