; Labels inside labelled data.
#0=(#1=(a) #1# #0#)
