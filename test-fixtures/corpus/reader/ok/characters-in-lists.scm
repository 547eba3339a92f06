; Character literals next to parentheses and other characters.
(#\a #\b) (#\() (#\)) (#\space) (list #\x #\y)
