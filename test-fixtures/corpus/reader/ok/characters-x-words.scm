; Names starting with x that are hexadecimal, and the plain letter x.
(#\x #\xA #\x20 #\X)
