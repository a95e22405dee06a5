"""Plots of expected error, drawn into a matplotlib Axes the caller owns (no pyplot here)."""
from __future__ import annotations

from ..output.chart_fit import fit_chart
from ..output.chart_text import fit_title
from ..output.fonts import MAX_CHART_CELLS, NAME_CHARACTERS, cell_names, plot_font_family, short_label
from ..output.heatmap import crosstab_grid, fit_heatmap
from ..base.locale_format import given, percent
from ..base.words import say
from .crosstab_plot import plot_crosstab, update_crosstab
from .family_plot import plot_family
from .expected_error import QueryPreview
from .plot_figures import cell_widths as _widths, drawn_numbers as _numbers, preview_title as _preview_title
from .kind_previews import preview_of
from .plot_titles import label_every, set_title

TRUE_COLOUR = "#4a6fa5"
BAND_COLOUR = "#e07b39"


def plot_preview(ax, preview: QueryPreview, language: str = "en") -> dict:
    """True answer(s) with the range the released value falls in: bars for cells, a point and interval for
    numbers, a band on the value axis for quantiles; a heat map for cells of two columns or more (a
    cross-tab), each cell with its range. Returns the artists that depend on epsilon."""
    if preview.tables:  # a table family: each table's interval, measured together and on its own
        return plot_family(ax, preview, language)
    ax.clear()
    lang = language
    level = percent(preview.confidence, lang, 0)
    grid = crosstab_grid(preview.cells or [], lang)
    if grid is not None:
        return plot_crosstab(ax, preview, grid, level, lang)
    artists = {"kind": preview.kind, "language": lang}
    own = preview_of(preview)
    if own.plot:  # its own plot (several quantiles chosen jointly, plan version 10)
        artists.update(own.plot(ax, preview, level, lang))
    elif preview.cells or preview.threshold is not None:  # discovered keys: the table may have none
        cells = (preview.cells or [])[:MAX_CHART_CELLS]
        artists["names"] = artists["labels"] = cell_names(cells, lang)  # cut to fit when laid out
        truth = _numbers(preview.truth[:MAX_CHART_CELLS])
        positions = list(range(len(truth)))
        ax.bar(positions, truth, color=TRUE_COLOUR, label=say(lang, "true value (not released)"))
        artists["errors"] = ax.errorbar(positions, truth, yerr=_widths(preview, len(truth)), fmt="none",
                                        ecolor=BAND_COLOUR, capsize=3, lw=1.5,
                                        label=say(lang, "{level} range of the release", level=level))
        ax.set_ylabel(say(lang, own.axis_word), fontsize=8, fontfamily=plot_font_family())
        artists.update(x=positions, y=truth)
        if preview.threshold is not None:
            ax.axhline(preview.threshold, color="grey", ls="--", lw=1,
                       label=say(lang, "threshold {threshold}: keys below are likely left out",
                                 threshold=preview.threshold))
    elif preview.unit == "rows":
        ax.axvline(preview.truth, color=TRUE_COLOUR, lw=2, label=say(lang, "true quantile (not released)"))
        lo, hi = preview.value_interval or (preview.truth, preview.truth)
        if hi > lo:
            artists["band"] = ax.axvspan(lo, hi, color=BAND_COLOUR, alpha=0.3,
                                         label=say(lang, "{level} range of the release", level=level))
        ax.ticklabel_format(axis="x", style="plain", useOffset=False)  # never "1e−9+4.5e1" under the axis
        ax.set_yticks([])
        ax.set_xlabel(say(lang, "value"), fontsize=8, fontfamily=plot_font_family())
    else:
        artists["errors"] = ax.errorbar([0], [preview.truth], yerr=[preview.halfwidth], fmt="o", color=TRUE_COLOUR,
                                        ecolor=BAND_COLOUR, capsize=8, lw=2,
                                        label=say(lang, "true value and {level} range of the release", level=level))
        ax.set_xticks([])
        ax.set_xlim(-1, 1)
        artists.update(x=[0], y=[preview.truth])
    ax.tick_params(labelsize=7)
    artists["title_text"] = _preview_title(preview, lang)
    ax.legend(loc="best", prop={"family": plot_font_family(), "size": 7})
    _leave_room(ax, preview)
    fit_chart(ax, artists)
    return artists


def refit(ax, artists: dict) -> None:
    """Lay a plot out again for its figure's new size (after a resize): its labels, numbers and title."""
    if artists.get("heatmap"):
        fit_heatmap(ax, artists)
    elif "title_text" in artists:
        fit_chart(ax, artists)


def preview_axes(figure) -> list:
    """The Preview's three plots side by side in `figure`: the answer, the error curve, the budget. Each lays
    itself out in its part of the figure (chart_fit, heatmap), its labels on its left."""
    grid = figure.add_gridspec(1, 3, width_ratios=[2.2, 1, 1.3], left=0, right=1, bottom=0, top=1, wspace=0)
    return [figure.add_subplot(grid[i]) for i in range(3)]


def _leave_room(ax, preview) -> None:
    """Axis limits with room for the range to grow 1.5x before a full redraw is needed."""
    if preview_of(preview).plot:
        return  # its own plot set them (several quantiles'): their intervals are in places, not on this axis
    if preview.cells or preview.unit != "rows":
        truth = _numbers(preview.truth) if isinstance(preview.truth, list) else [preview.truth]
        pairs = [(t, w) for t, w in zip(truth, _widths(preview, len(truth))) if t == t] or [(0.0, 1.0)]
        low = min(t - 1.5 * w for t, w in pairs)
        high = max([t + 1.5 * w for t, w in pairs] + [1.2 * (preview.threshold or 0)])
        ax.set_ylim(min(0, low) if preview.cells else low, high)
    else:  # a quantile: its range with room; a range of no width gets room around it, not a 1e-9-wide axis
        lo, hi = preview.value_interval or (preview.truth, preview.truth)
        if lo is None or hi is None:
            return
        pad = (hi - lo) * 0.75 if hi > lo else max(1.0, abs(float(hi)) * 0.1)
        ax.set_xlim(lo - pad, hi + pad)


def update_preview(ax, artists: dict, preview: QueryPreview) -> bool:
    """Move the epsilon-dependent artists to a new preview of the same query; False if a full redraw is needed."""
    if artists.get("family"):  # its bars are drawn anew (a family's tables are few)
        return False
    if "errors" in artists:
        x, y = artists["x"], artists["y"]
        widths = _widths(preview, len(y))
        low, high = ax.get_ylim()
        if any(t - w < low or t + w > high for t, w in zip(y, widths)):
            return False
        container = artists["errors"]
        caps, bars = container.lines[1], container.lines[2]
        bars[0].set_segments([[(xi, t - w), (xi, t + w)] for xi, t, w in zip(x, y, widths)])
        caps[0].set_ydata([t - w for t, w in zip(y, widths)])
        caps[1].set_ydata([t + w for t, w in zip(y, widths)])
    elif artists.get("heatmap"):
        if not update_crosstab(ax, artists, preview):
            return False
    elif "band" in artists and preview.value_interval:
        lo, hi = preview.value_interval
        left, right = ax.get_xlim()
        if lo < left or hi > right:
            return False
        artists["band"].set_x(lo)
        artists["band"].set_width(hi - lo)
    language = artists.get("language", "en")
    if artists.get("heatmap"):
        artists["title"] = fit_title(ax, artists["title_text"], *artists["title_room"])
    else:
        artists["title_text"] = _preview_title(preview, language)
        artists["title"] = fit_title(ax, artists["title_text"], *artists.get("title_room", ()))
    return True


def dynamic_artists(artists: dict) -> list:
    """The artists update_* functions change, for blitting."""
    out = [artists["title"]]
    if "errors" in artists:
        container = artists["errors"]
        out += list(container.lines[1]) + list(container.lines[2])
    if "band" in artists:
        out.append(artists["band"])
    return out + artists.get("notes", [])


def plot_class_sizes(ax, summary, language: str = "en") -> None:
    """How many records (or people) sit in classes of each size: the tall bars on the left are the risky ones."""
    ax.clear()
    sizes = sorted(summary.class_sizes)
    shown = [s for s in sizes if s <= 10]
    records = [summary.class_sizes[s] * s for s in shown]
    colours = ["#c62828" if s < 2 else "#ef6c00" if s < 5 else "#4a6fa5" for s in shown]
    labels = [str(s) for s in shown]
    larger = sum(summary.class_sizes[s] * s for s in sizes if s > 10)
    if larger:
        labels, records, colours = labels + [">10"], records + [larger], colours + ["#4a6fa5"]
    ax.bar(range(1, len(labels) + 1), records, color=colours)
    label_every(ax, labels, 7)
    ax.set_xlabel(say(language, "class size"), fontsize=8, fontfamily=plot_font_family())
    people = summary.counts == "people"
    ax.set_ylabel(say(language, "people") if people else say(language, "records"), fontsize=8,
                  fontfamily=plot_font_family())
    ax.tick_params(labelsize=7)
    title = say(language, "People by class size\n(red: unique; orange: under 5)") if people else \
        say(language, "Records by class size\n(red: unique; orange: under 5)")
    set_title(ax, title, 8)  # wrapped to the panel's width: tight_layout makes room for its lines


def plot_error_curve(ax, epsilons, widths, current_epsilon, current_width, unit: str = "",
                     language: str = "en") -> dict:
    """How the error shrinks with epsilon, current epsilon marked: where more budget stops helping.
    `widths` None: the curve needs an expected number the steward has not typed; say so."""
    ax.clear()
    if widths is None:
        words = say(language, "Type the expected number\nof rows (a public figure)\nto see this curve")
        note = ax.text(0.5, 0.5, words, ha="center", va="center", fontsize=7, transform=ax.transAxes,
                       fontfamily=plot_font_family())
        ax.set_xticks([])
        ax.set_yticks([])
        artists = {"marker": ax.scatter([], []), "empty": True, "title_text": say(language, "Error against ε"),
                   "note": (note, " ".join(words.split()))}
        fit_chart(ax, artists)
        return artists
    ax.loglog(epsilons, widths, color=TRUE_COLOUR, lw=1.5)
    marker = ax.scatter([current_epsilon], [current_width], color=BAND_COLOUR, zorder=3,
                        label=say(language, "current ε"))
    ax.set_xlabel("ε", fontsize=8)
    ax.set_ylabel(say(language, "± error ({unit})", unit=say(language, unit)) if unit else say(language, "± error"),
                  fontsize=8, fontfamily=plot_font_family())
    ax.tick_params(labelsize=7)
    ax.legend(loc="upper right", prop={"family": plot_font_family(), "size": 7})
    ax.grid(True, which="both", alpha=0.3)
    artists = {"marker": marker, "title_text": say(language, "Error against ε")}
    fit_chart(ax, artists)
    return artists


def update_error_curve(ax, artists: dict, epsilon: float, width: float) -> bool:
    if artists.get("empty"):
        return width is None
    (left, right), (low, high) = ax.get_xlim(), ax.get_ylim()
    if not (left <= epsilon <= right and low <= width <= high):
        return False
    artists["marker"].set_offsets([[epsilon, width]])
    return True


def plot_budget(ax, shares: list[tuple[str, float]], total: float, language: str = "en") -> dict:
    """Every query's share of the total epsilon, and what is left."""
    ax.clear()
    spent = sum(e for _, e in shares)
    names = [short_label(name, NAME_CHARACTERS) for name, _ in shares] + \
        ([say(language, "(unspent)")] if spent < total else [])
    values = [e for _, e in shares] + ([total - spent] if spent < total else [])
    colours = [f"C{i % 10}" for i in range(len(shares))] + (["#dddddd"] if spent < total else [])
    bars = ax.barh(range(len(values)), values, color=colours)
    ax.invert_yaxis()
    ax.axvline(total / max(1, len(shares)), color="#999999", lw=0.8, ls="--")
    ax.set_xlabel("ε", fontsize=8)
    ax.tick_params(labelsize=7)
    ax.set_xlim(0, max(total, spent) * 1.05)
    artists = {"bars": list(bars), "ids": [name for name, _ in shares], "total": total, "language": language,
               "labels": names, "names": names, "labels_left": True}
    _budget_title(ax, artists, spent)
    fit_chart(ax, artists)
    return artists


def _budget_title(ax, artists, spent) -> None:
    """The budget's title (red when over), fitted to its room once the chart is laid out."""
    total = artists["total"]
    over = spent > total + 1e-12
    language = artists.get("language", "en")
    artists["title_text"] = say(language, "Budget: {spent} of {total}", spent=given(spent, language),
                                total=given(total, language)) + (say(language, " — over!") if over else "")
    ax.title.set_color("#c62828" if over else "black")
    if "title_room" in artists:
        artists["title"] = fit_title(ax, artists["title_text"], *artists["title_room"])


def update_budget(ax, artists: dict, shares: list[tuple[str, float]], total: float) -> bool:
    """New widths for the same queries and total; False if a full redraw is needed."""
    spent = sum(e for _, e in shares)
    if [n for n, _ in shares] != artists["ids"] or total != artists["total"] or spent > total:
        return False
    widths = [e for _, e in shares] + [total - spent]
    if len(widths) != len(artists["bars"]):
        return False
    for bar, width in zip(artists["bars"], widths):
        bar.set_width(width)
    _budget_title(ax, artists, spent)
    return True

