; Kawa colon notation: member access and static members.
obj:method java.lang.Math:PI java.lang.Math:abs
(java.lang.Math:abs -5)
(String:valueOf 1)
("abc":toString)
