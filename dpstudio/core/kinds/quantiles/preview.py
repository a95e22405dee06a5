"""Several quantiles' preview (plan version 10): their interval in words (in places of the sorted values; ungrouped,
on this table, in the column's values too), their plot (the true quantiles as lines on the value axis) and their
typical answer (a rank count, the rows they cover)."""
from __future__ import annotations

from ...base.locale_format import format_number, given
from ...base.words import say
from ...output.fonts import plot_font_family
from ...output.quantile_words import quantile_words
from ...preview.interval_words import column_value
from ...preview.kind_preview import KindPreview
from ...preview.stand_ins import ranks_answer, typical_rows
from .plan import QUANTILES


def sentence(preview, level: str, lang: str) -> str:
    """Each quantile's interval in places, and on this table in the column's values."""
    text = say(lang, "Each of the {count} quantiles will be within ±{ranks} places in the sorted values of the "
               "true one with at least {level} probability.", count=len(preview.truth),
               ranks=format_number(preview.halfwidth, lang), level=level)
    if preview.value_intervals:
        ranges = say(lang, "; ").join(
            say(lang, "{quantile} {low} to {high}", quantile=quantile_words(q, lang),
                low=column_value(v[0], lang), high=column_value(v[1], lang))
            for q, v in zip(preview.quantiles or [], preview.value_intervals) if v)
        text += " " + say(lang, "On this table, in the column's values: {ranges}.", ranges=ranges)
    return text + preview.resolution_words(lang)


QUANTILE_COLOUR = "#4a6fa5"


def plot_quantiles(ax, preview, level: str, language: str) -> dict:
    """The true quantiles (not released) as lines on the value axis, each labelled with its quantile."""
    for truth in preview.truth:
        ax.axvline(truth, color=QUANTILE_COLOUR, lw=1.5)
    ax.axvline(preview.truth[0], color=QUANTILE_COLOUR, lw=1.5, label=say(language, "true quantiles (not released)"))
    for quantile, truth in zip(preview.quantiles or (), preview.truth):  # which line is which: 0.1, 0.25, …
        ax.annotate(given(quantile, language), (truth, 0.02), xycoords=ax.get_xaxis_transform(), xytext=(2, 0),
                    textcoords="offset points", ha="left", va="bottom", fontsize=7, color=QUANTILE_COLOUR,
                    fontfamily=plot_font_family())
    low, high = min(preview.truth), max(preview.truth)
    pad = (high - low) * 0.2 if high > low else max(1.0, abs(float(high)) * 0.1)
    ax.set_xlim(low - pad, high + pad)
    ax.set_yticks([])
    ax.set_xlabel(say(language, "value"), fontsize=8, fontfamily=plot_font_family())
    return {"kind": "quantiles", "language": language}


def value_intervals(session, query, expected) -> tuple:
    """Each quantile's values at its rank interval's ends on this table, in the plan's order."""
    spread = session.spread(query)
    return None, [spread.values_around(q, w) for q, w in zip(query.quantiles, expected["quantile_halfwidths"])]


QUANTILES_PREVIEW = KindPreview(
    kind=QUANTILES, planning_answer=ranks_answer, typical_value=typical_rows, typed_value=False, spread=True,
    says=sentence, plot=plot_quantiles, value_intervals=value_intervals,
)
