"""The messages of reading files (dpstudio/core/io), in German, Chinese and Greek (see message_texts.py)."""

TEXTS = {
}
