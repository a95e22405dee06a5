"""The desktop app: a thin Qt layer over dpstudio.core. It computes nothing itself."""
from .qt_refcounts import keep_alive

keep_alive()  # before any widget: PySide6 6.12 counts None down on every empty QVariant (qt_refcounts.py)
