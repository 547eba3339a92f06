; Array and parameterised types.
::int[] ::String[][] ::java.util.List[String]
(define v ::int[] #f)
