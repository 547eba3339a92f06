; An unknown SRFI is an error that lists the SRFIs there are.
(import (scheme base) (srfi 9999))
;                     ^^^^^^^^^^^ error: import: unknown library (srfi 9999); the SRFIs available are 1, 2, 4, 6, 8, 9, 11, 13, 14, 16, 23, 26, 28, 34, 39, 45, 48, 60, 64, 69, 87, 95, 98, 133, 151, 197
