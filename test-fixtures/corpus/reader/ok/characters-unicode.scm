; Characters written directly, inside and outside the BMP.
#\λ #\é #\日 #\😀
