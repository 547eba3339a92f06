; &| marks the left margin of a line; the whitespace before it is dropped.
&{
   &|line one
   &|line two
}
(define s &{
           &|first
           &|second})
