"""The messages of the engines and databases (dpstudio/core/exact), in German, Chinese and Greek (see message_texts.py)."""

TEXTS = {
}
