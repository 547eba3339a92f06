(import (no such library))
;       ^^^^^^^^^^^^^^^^^ error: import: unknown library (no such library)
