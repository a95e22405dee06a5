"""Text that is shown, never obeyed: control characters written out as escapes.

A category label found in the table (a discovered key) or a column name comes from the data, and a
plan's names and labels are refused at `check` when they hold a control character (plan/text_rule.py).
What still reaches a file of the release, a report or a terminal goes through `visible`: an escape
sequence (ESC ]0;...BEL sets a terminal's title when the file is `cat`), a carriage return, a bidi
override or a lone surrogate is written as its escape (\\x1b, \\r, \\u202e), so the text reads as it is.
Line breaks and tabs are kept (a CSV cell may hold them, quoted). dpstudio/cli/terminal.py applies it to the
command line's output.
"""
from __future__ import annotations

import re

# C0 but tab and line feed, DEL and C1, the line and paragraph separators, bidi embeddings, overrides and
# isolates; lone surrogates (\ud800-\udfff, from a JSON "\ud800") cannot even be encoded
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")


def visible(text: str) -> str:
    """`text` with control characters (and bidi overrides) written out as escapes."""
    return CONTROL.sub(lambda match: match.group().encode("unicode_escape").decode("ascii"), text)


def json_visible(text: str) -> str:
    """JSON text with the control characters json.dumps(ensure_ascii=False) leaves raw (DEL, C1, bidi, lone
    surrogates) written as \\uXXXX escapes: the same JSON value, read back unchanged, but never obeyed."""
    return CONTROL.sub(lambda match: f"\\u{ord(match.group()):04x}", text)
