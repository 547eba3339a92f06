; substring needs start <= end.
(substring "abc" 2 1)
; expect runtime error: substring: expected start <= end, got start 2 and end 1
