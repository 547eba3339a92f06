; Identifiers that contain colons between their parts (colon notation chains).
a:b:c a:b
