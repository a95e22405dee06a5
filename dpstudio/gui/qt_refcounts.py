"""None, True and False kept alive for the whole session, whatever PySide6 does with their reference counts.

PySide6 6.12.0 lets go of None once too often: each invalid QVariant it turns into Python's None (a model
index's data() for a role without a value, a combo box's currentData() for an item without data) decrements
None's reference count without having incremented it (measured: one a call; 6.11.3 does not). Under Python
3.11, where None, True and False are not yet immortal (3.12 made them so), a long session counts None down to
zero (about 67,000 such calls from the app's start) and the interpreter aborts ("Fatal Python error:
none_dealloc"), and the steward's unsaved edits go with it; the test suite saw it at exit ("bool_dealloc").

`keep_alive()` raises their counts once by 2^40: no session can count them down to zero (at a call a
microsecond, 12 days). An object's count is the first field of its C struct in every release build of CPython;
where it is not (a debug build), the count read back is not 2^40 higher (give or take the references made
meanwhile) and nothing is changed.
"""
from __future__ import annotations

import ctypes
import sys

FAR_FROM_ZERO = 1 << 40


def keep_alive() -> None:
    if sys.version_info >= (3, 12):  # immortal: their counts are never decremented
        return
    for obj in (None, True, False):
        count = ctypes.c_ssize_t.from_address(id(obj))
        before = sys.getrefcount(obj)
        count.value += FAR_FROM_ZERO
        if abs(sys.getrefcount(obj) - before - FAR_FROM_ZERO) > 1_000_000:  # not the count after all: put it back
            count.value -= FAR_FROM_ZERO
