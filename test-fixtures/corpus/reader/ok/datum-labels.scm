; Datum labels define shared and circular structure.
#0=(a b . #0#)
(#1=x #1#)
#12=#(1 #12#)
(#2="shared" #2#)
