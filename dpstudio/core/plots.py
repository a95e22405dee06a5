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
        widths = preview.halfwidth if isinstance(preview.halfwidth, list) else [preview.halfwidth] * len(truth)
        positions = range(len(truth))
        ax.bar(positions, truth, color=TRUE_COLOUR, label="true value (not released)")
        ax.errorbar(positions, truth, yerr=widths, fmt="none", ecolor=BAND_COLOUR, capsize=3, lw=1.5,
                    label="95% range of the released value")
        ax.set_xticks(list(positions))
        ax.set_xticklabels(labels, rotation=45 if len(labels) > 4 else 0, ha="right" if len(labels) > 4 else "center",
                           fontsize=8)
        ax.set_ylabel("share" if preview.kind == "randomized_response" else "count")
    elif preview.unit == "rows":
        ax.axvline(preview.truth, color=TRUE_COLOUR, lw=2, label="true quantile (not released)")
        ax.set_yticks([])
        ax.set_xlabel(f"value (released value within ±{preview.halfwidth:.0f} rows in rank, 95%)")
    else:
        ax.errorbar([0], [preview.truth], yerr=[preview.halfwidth], fmt="o", color=TRUE_COLOUR, ecolor=BAND_COLOUR,
                    capsize=8, lw=2, label="true value and 95% range of the released value")
        ax.set_xticks([])
        ax.set_xlim(-1, 1)
    ax.set_title(f"{preview.id}: ε = {preview.epsilon:g}, {preview.mechanism.replace('_', ' ')}", fontsize=10)
    ax.legend(fontsize=8, loc="best")


def plot_class_sizes(ax, summary) -> None:
    """How many records sit in classes of each size: the tall bars on the left are the risky ones."""
    ax.clear()
    sizes = sorted(summary.class_sizes)
    shown = [s for s in sizes if s <= 10]
    records = [summary.class_sizes[s] * s for s in shown]
    colours = ["#c62828" if s < 2 else "#ef6c00" if s < 5 else "#4a6fa5" for s in shown]
    ax.bar([str(s) for s in shown], records, color=colours)
    larger = sum(summary.class_sizes[s] * s for s in sizes if s > 10)
    if larger:
        ax.bar([">10"], [larger], color="#4a6fa5")
    ax.set_xlabel("class size", fontsize=8)
    ax.set_ylabel("records", fontsize=8)
    ax.tick_params(labelsize=7)
    ax.set_title("Records by class size (red: unique; orange: under 5)", fontsize=8)
