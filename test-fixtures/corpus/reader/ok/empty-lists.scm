; The empty list, written in several ways.
() ( ) (
)
