; An unknown SRFI is an error that lists the SRFIs there are.
(import (scheme base) (srfi 9999))
;                     ^^^^^^^^^^^ error: import: unknown library (srfi 9999); the SRFIs available are 1, 2, 4, 6, 8, 9, 11, 13, 14, 16, 17, 23, 25, 26, 28, 34, 35, 37, 38, 39, 41, 45, 48, 60, 64, 69, 87, 88, 95, 98, 101, 113, 115, 125, 128, 130, 132, 133, 143, 151, 158, 197
