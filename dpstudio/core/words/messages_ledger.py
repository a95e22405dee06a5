"""The messages of the ledger (dpstudio/core/ledger), in German, Chinese and Greek (see message_texts.py)."""

TEXTS = {
}
