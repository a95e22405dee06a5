"""The preview as a plain-text table for the terminal."""
from __future__ import annotations

from ..number_text import plain


def _interval(p) -> str:
    width = p.halfwidth
    if isinstance(width, list):
        finite = [w for w in width if w == w]
        return f"± up to {plain(max(finite))}" if finite else "—"
    if p.unit == "rows" and p.percentile_points() is not None:
        return f"± {plain(p.percentile_points())} percentile points"
    text = f"± {plain(width)}"
    return text + " rows (rank)" if p.unit == "rows" else text


def _postprocessed(p) -> str:
    """The interval after clamping at zero, where it differs (near zero)."""
    after = p.halfwidth_postprocessed
    if after is None:
        return ""
    if isinstance(after, list):
        changed = [a for a, t in zip(after, [p.halfwidth] * len(after)) if a < t]
        return f"{len(changed)} cell(s) near zero: ± down to {plain(min(changed))}" if changed else "no change"
    return f"± {plain(after)}" if after < p.halfwidth else "no change"


def _relative(p) -> str:
    relative = p.relative_error()
    if isinstance(relative, list):
        finite = [r for r in relative if r is not None]
        return f"up to {max(finite):.1%}" if finite else ""
    return "" if relative is None else f"{relative:.1%}"


def preview_table(previews, warnings=()) -> str:
    level = f"{previews[0].confidence:.0%}" if previews else "95%"
    header = ["query", "ε", "δ", "mechanism", f"{level} interval", "expected relative error", "after clamping at 0"]
    rows = [[p.id, f"{p.epsilon:g}", f"{p.delta:g}", p.mechanism.replace("_", " "), _interval(p), _relative(p),
             _postprocessed(p)] for p in previews]
    widths = [max(len(r[i]) for r in [header] + rows) for i in range(len(header))]
    line = lambda r: "  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip()  # noqa: E731
    out = ["Expected error before anything is spent (true values are used here and stay on this computer).",
           "", line(header), line(["-" * w for w in widths])] + [line(r) for r in rows]
    out += ["", *[p.sentence() for p in previews]]
    if warnings:
        out += ["", "Warnings:", *[f"- {w}" for w in warnings]]
    return "\n".join(out)
