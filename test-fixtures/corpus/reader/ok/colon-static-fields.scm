; Static fields and nested class names with colons.
java.lang.Integer:MAX_VALUE java.util.Map$Entry
(java.lang.System:currentTimeMillis)
