; An unknown SRFI is an error that lists the SRFIs there are.
(import (scheme base) (srfi 9999))
;                     ^^^^^^^^^^^ error: import: unknown library (srfi 9999); the SRFIs available are 1, 8
