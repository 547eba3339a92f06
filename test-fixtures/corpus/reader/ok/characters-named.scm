; Every R7RS character name.
#\alarm #\backspace #\delete #\escape #\newline #\null #\return #\space #\tab
