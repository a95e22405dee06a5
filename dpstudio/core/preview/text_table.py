"""The preview as a plain-text table for the terminal."""
from __future__ import annotations

import unicodedata

from ..base.languages import DEFAULT_LANGUAGE
from ..base.locale_format import format_number, given, localized, percent
from ..output.report_words import mechanism_name
from ..base.words import say


def _interval(p, language: str = "en") -> str:
    width = p.halfwidth
    if p.tables:
        return say(language, "± up to {width}", width=format_number(width, language))
    if isinstance(width, list):
        finite = [w for w in width if w == w]
        return say(language, "± up to {width}", width=format_number(max(finite), language)) if finite else "—"
    if p.unit == "rows" and p.value_interval:  # a quantile on this table: in the column's units
        low, high = (localized(f"{v:.6g}", language) for v in p.value_interval)
        return say(language, "{low}–{high} (this table)", low=low, high=high)
    text = f"± {format_number(width, language)}"
    return text + " " + say(language, "places in the sorted values") if p.unit == "rows" else text


def _postprocessed(p, language: str = "en") -> str:
    """The interval after clamping at zero, where it differs (near zero)."""
    after = p.halfwidth_postprocessed
    if p.kept_at_zero_adding_up:
        return say(language, "about ± {width} on this table: kept at 0 or above while adding up",
                   width=format_number(p.halfwidth_kept_at_zero, language))
    if after is None:
        return ""
    if isinstance(after, list):
        changed = [a for a, t in zip(after, [p.halfwidth] * len(after)) if a < t]
        if not changed:
            return say(language, "no change")
        width = format_number(min(changed), language)
        return say(language, "1 cell near zero: ± down to {width}", width=width) if len(changed) == 1 else \
            say(language, "{cells} cells near zero: ± down to {width}", cells=len(changed), width=width)
    return f"± {format_number(after, language)}" if after < p.halfwidth else say(language, "no change")


def _relative(p, language: str = "en") -> str:
    relative = p.relative_error()
    if isinstance(relative, list):
        finite = [r for r in relative if r is not None]
        return say(language, "up to {share}", share=percent(max(finite), language, 1)) if finite else ""
    return "" if relative is None else percent(relative, language, 1)


def preview_table(previews, warnings=(), language: str = DEFAULT_LANGUAGE) -> str:
    """The table, the sentences and the warnings (given in `language`), in `language`."""
    level = percent(previews[0].confidence if previews else 0.95, language, 0)
    header = [say(language, "query"), say(language, "counts"), "ε", "δ", say(language, "mechanism"),
              say(language, "{level} interval", level=level), say(language, "expected relative error"),
              say(language, "after clamping at 0")]
    rows = [[p.id, _counts(p.counts, language), given(p.epsilon, language), given(p.delta, language),
             _mechanism(p.mechanism, language), _interval(p, language), _relative(p, language),
             _postprocessed(p, language)] for p in previews]
    widths = [max(_width(r[i]) for r in [header] + rows) for i in range(len(header))]
    line = lambda r: "  ".join(c + " " * (w - _width(c)) for c, w in zip(r, widths)).rstrip()  # noqa: E731
    out = [say(language, "Expected error before anything is spent (true values are used here and stay on this "
                         "computer)."), "", line(header), line(["-" * w for w in widths])] + [line(r) for r in rows]
    out += ["", *[p.sentence(language) for p in previews]]
    for p in previews:
        if p.tables:
            out += ["", *family_table(p, language)]
    if warnings:
        out += ["", say(language, "Warnings:"), *[f"- {w}" for w in warnings]]
    return "\n".join(out)


def family_table(p, language: str) -> list[str]:
    """A table family's tables, each with its interval measured together and measured on its own."""
    level = percent(p.confidence, language, 0)
    header = [say(language, "{query}: table", query=p.id), say(language, "cells"),
              say(language, "{level} interval", level=level), say(language, "measured on its own")]
    rows = [[" × ".join(t["columns"]), localized(f"{t['cells']:,}", language),
             f"± {format_number(t['halfwidth'], language)}", f"± {format_number(t['one_by_one_halfwidth'], language)}"]
            for t in p.tables]
    widths = [max(_width(r[i]) for r in [header] + rows) for i in range(len(header))]
    line = lambda r: "  ".join(c + " " * (w - _width(c)) for c, w in zip(r, widths)).rstrip()  # noqa: E731
    return [line(header), line(["-" * w for w in widths])] + [line(r) for r in rows]


def _counts(counts: str | None, language: str) -> str:
    """What a query counts, "people" or "rows", in `language` (nothing for a sum, mean or quantile)."""
    return {"people": say(language, "people"), "rows": say(language, "rows")}.get(counts or "", "")


def _mechanism(name: str, language: str) -> str:
    """"discrete laplace" in English, as the table always wrote it; the report's short name in the others."""
    return name.replace("_", " ") if language == DEFAULT_LANGUAGE else mechanism_name(name, language)


def _width(text: str) -> int:
    """The columns `text` takes in a terminal: a Chinese character takes two."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)
