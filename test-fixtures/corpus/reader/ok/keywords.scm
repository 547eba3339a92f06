; Kawa keywords: an identifier followed by a colon.
name: foo: a-b:
(make-person name: "Ann" age: 3)
