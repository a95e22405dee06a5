"""Numbers, percentages and dates written the way the reader's language writes them (issue 18).

One layout everywhere (number_text.plain: no scientific notation, a few significant digits), with the
language's own decimal mark and thousands separator, as the Unicode CLDR gives them through Babel:
1,234.5 in English and Chinese, 1.234,5 in German and Greek.
"""
from __future__ import annotations

import math
from datetime import date, datetime, timezone
from functools import lru_cache

from babel import Locale, dates, numbers

from .languages import DEFAULT_LANGUAGE
from .number_text import given_text, plain


@lru_cache(maxsize=None)
def _marks(language: str) -> tuple[str, str]:
    return numbers.get_decimal_symbol(language), numbers.get_group_symbol(language)


def decimal_mark(language: str = DEFAULT_LANGUAGE) -> str:
    return _marks(language)[0]


def read_figure(text: str, language: str = DEFAULT_LANGUAGE) -> float:
    """A figure as a steward types it: in `language`'s marks (0,5 and 1.234,5 in German; 1,234.5 in English)
    or as a program writes it (0.5, 1e-7, which no language reads otherwise). ValueError if it is neither,
    or not finite."""
    cleaned = text.strip().replace("\u2212", "-")
    for space in (" ", "\u00a0", "\u202f"):  # thousands written with spaces (1 234,5)
        cleaned = cleaned.replace(space, "")
    try:
        value = float(numbers.parse_decimal(cleaned, locale=language, strict=True))
    except (numbers.NumberFormatError, ArithmeticError):
        value = float(cleaned)
    if not math.isfinite(value):
        raise ValueError(f"{text!r} is not a finite number")
    return value


def localized(text: str, language: str = DEFAULT_LANGUAGE) -> str:
    """A number written in English ("12,345.6") in `language`'s marks ("12.345,6" in German)."""
    decimal, group = _marks(language)
    if (decimal, group) == (".", ","):
        return text
    return text.replace(",", "\0").replace(".", decimal).replace("\0", group)


def figure(value, language: str = DEFAULT_LANGUAGE, digits: int = 3) -> str:
    """number_text.plain's layout (no scientific notation, `digits` significant digits) in `language`'s marks."""
    return localized(plain(value, digits), language)


def format_number(value, language: str = DEFAULT_LANGUAGE) -> str:
    """A released number or interval for people, the same in the preview, the app's Release page and the
    report: thousands separated from 10,000, four significant digits, in the language's marks."""
    if value is None or not math.isfinite(value):
        return plain(value)  # "—" for none or NaN, "∞"
    if isinstance(value, int) or 1_000 <= abs(value) < 10_000:  # 6837 and 6837.0 alike ("g" writes 9999.7 as 1e+04)
        whole = round(value)
        text = f"{whole:,}" if abs(whole) >= 10_000 else str(whole)
    elif abs(value) >= 10_000 or (value and abs(value) < 1e-4):  # where "g" would write 1.75e+08
        text = plain(value, 4)
    else:
        text = f"{value:.4g}"
    return localized(text, language)


def given(value, language: str = DEFAULT_LANGUAGE) -> str:
    """A figure as the steward gave it, in its shortest form (ε = 0.25, δ = 1e-07; an even share of ε = 1
    among three queries 0.333, and their total 1: number_text.given_text), in `language`'s marks."""
    return localized(given_text(value), language)


def percent(share: float, language: str = DEFAULT_LANGUAGE, decimals: int = 2) -> str:
    """0.011 -> "1.10%" (English), "1,10 %" (German): `decimals` places, always written, in the language's
    own percent pattern (its sign and spacing)."""
    return numbers.format_percent(share, _percent_pattern(language, decimals), locale=language)


@lru_cache(maxsize=None)
def _percent_pattern(language: str, decimals: int) -> str:
    pattern = Locale.parse(language).percent_formats[None].pattern
    return pattern.replace("#,##0", "#,##0." + "0" * decimals, 1) if decimals else pattern


def instant(iso) -> datetime | str:
    """An ISO time stamp ("2026-11-25T19:30:00+00:00", as the ledger and release.json keep it) as a datetime in
    UTC, for a Message to write in its reader's language; the text as it is if it is not one."""
    if isinstance(iso, datetime):
        when = iso
    else:
        try:
            when = datetime.fromisoformat(str(iso))
        except ValueError:
            return str(iso)
    return when.replace(tzinfo=timezone.utc) if when.tzinfo is None else when.astimezone(timezone.utc)


def calendar_day(iso) -> date | str:
    """The day (in UTC) of an ISO time stamp, for a Message; the text as it is if it is not one."""
    when = instant(iso)
    return when.date() if isinstance(when, datetime) else when


def moment(iso, language: str = DEFAULT_LANGUAGE) -> str:
    """An ISO time stamp (or a datetime) as the language writes a date and time, in UTC: "Nov 25, 2026, 7:30:00 PM
    UTC", "25.11.2026, 19:30:00 UTC", "2026年11月25日 19:30:00 UTC"."""
    when = instant(iso)
    if not isinstance(when, datetime):
        return when
    return dates.format_datetime(when, "medium", tzinfo=timezone.utc, locale=language) + " UTC"


def day(iso, language: str = DEFAULT_LANGUAGE) -> str:
    """The day of an ISO time stamp (or a date) as the language writes it: "Nov 25, 2026", "25.11.2026",
    "2026年11月25日", "25 Νοε 2026"."""
    when = iso if isinstance(iso, date) and not isinstance(iso, datetime) else calendar_day(iso)
    return dates.format_date(when, "medium", locale=language) if isinstance(when, date) else when
