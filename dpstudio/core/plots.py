"""Plots of expected error, drawn into a matplotlib Axes the caller owns (no pyplot here)."""
from __future__ import annotations

from .preview import QueryPreview

TRUE_COLOUR = "#4a6fa5"
BAND_COLOUR = "#e07b39"


def plot_preview(ax, preview: QueryPreview) -> None:
    """True answer(s) with their 95% error band: bars for cells, a point and interval for numbers."""
    ax.clear()
    if preview.cells:
        labels = ["; ".join(str(v) for v in cell.values()) for cell in preview.cells]
        truth = list(preview.truth)
        widths = preview.ci95 if isinstance(preview.ci95, list) else [preview.ci95] * len(truth)
        positions = range(len(truth))
        ax.bar(positions, truth, color=TRUE_COLOUR, label="true value (not released)")
        ax.errorbar(positions, truth, yerr=widths, fmt="none", ecolor=BAND_COLOUR, capsize=3, lw=1.5,
                    label="95% range of the released value")
        ax.set_xticks(list(positions))
        ax.set_xticklabels(labels, rotation=45 if len(labels) > 4 else 0, ha="right" if len(labels) > 4 else "center",
                           fontsize=8)
        ax.set_ylabel("share" if preview.kind == "randomized_response" else "count")
    elif preview.ci95_unit == "rows":
        ax.axvline(preview.truth, color=TRUE_COLOUR, lw=2, label="true quantile (not released)")
        ax.set_yticks([])
        ax.set_xlabel(f"value (released value within ±{preview.ci95:.0f} rows in rank, 95%)")
    else:
        ax.errorbar([0], [preview.truth], yerr=[preview.ci95], fmt="o", color=TRUE_COLOUR, ecolor=BAND_COLOUR,
                    capsize=8, lw=2, label="true value and 95% range of the released value")
        ax.set_xticks([])
        ax.set_xlim(-1, 1)
    ax.set_title(f"{preview.id}: ε = {preview.epsilon:g}, {preview.mechanism.replace('_', ' ')}", fontsize=10)
    ax.legend(fontsize=8, loc="best")
