"""What the command line prints is text, never terminal commands.

Column names, category values and file names come from the data; printed as they are, an escape
sequence in a header (ESC [8m) could hide the rest of a message or rewrite the screen. The CLI's
stdout and stderr are wrapped so that every control character but line breaks and tabs is shown
as an escape (\\x1b) instead of acting.
"""
from __future__ import annotations

import sys

from ..core.base.visible_text import visible


class VisibleStream:
    """A text stream that writes `visible(text)` to the stream it wraps."""

    def __init__(self, stream):
        self._stream = stream

    def write(self, text: str) -> int:
        return self._stream.write(visible(text))

    def __getattr__(self, name):
        return getattr(self._stream, name)


def make_output_visible() -> None:
    if not isinstance(sys.stdout, VisibleStream):
        sys.stdout = VisibleStream(sys.stdout)
    if not isinstance(sys.stderr, VisibleStream):
        sys.stderr = VisibleStream(sys.stderr)
