"""The preview's three plots on one canvas, updated by blitting when only epsilon changed.

A full draw (new query selected, new plan structure, a range outgrowing its axis) lays out and
renders everything (and a resize lays each plot out again for the new size: its labels, numbers and
title); an epsilon change then moves only the error bars, the marker and the budget bars over a saved
background, which takes a few milliseconds instead of a full matplotlib redraw. Where a label is cut to
fit, the whole name is the canvas's tooltip under the pointer.
"""
from __future__ import annotations

from html import escape

from ..core.preview.plot_names import name_at
from ..core.preview.plots import (dynamic_artists, plot_budget, plot_error_curve, plot_preview, refit,
                                  update_budget, update_error_curve, update_preview)
from .plot_room import PlotRoom
from .translation import app_language


class PreviewPlots:
    def __init__(self, canvas, answer_axes, curve_axes, budget_axes):
        self.canvas, self.answer_axes, self.curve_axes, self.budget_axes = canvas, answer_axes, curve_axes, budget_axes
        self.key = None
        self.background = None
        self.artists = {}
        canvas.mpl_connect("draw_event", self._after_full_draw)
        canvas.mpl_connect("resize_event", self._resized)
        canvas.mpl_connect("motion_notify_event", self._hovered)
        self.room = PlotRoom(canvas)
        self.full_draws = 0
        self.blits = 0

    def show(self, preview, curve, current_width, shares, total, structure_key) -> None:
        """Draw `preview` (with its ε curve and the budget), blitting when only ε moved since last time."""
        self.canvas.show()
        if not self.room.plot(lambda: self._show(preview, curve, current_width, shares, total, structure_key)):
            self.key, self.background = None, None  # a full draw once the canvas has room

    def _show(self, preview, curve, current_width, shares, total, structure_key) -> None:
        structure_key = (structure_key, app_language())  # another language: everything is drawn again
        if self.key == structure_key and self.background is not None and self._update(preview, current_width,
                                                                                       shares, total):
            self._blit()
            return
        self.key = structure_key
        language = app_language()
        self.artists = {
            "answer": plot_preview(self.answer_axes, preview, language),
            "curve": plot_error_curve(self.curve_axes, *curve, preview.epsilon, current_width,
                                      "places" if preview.unit == "rows" else "", language),
            "budget": plot_budget(self.budget_axes, shares, total, language),
        }
        self.full_draws += 1
        for artist in self._dynamic():
            artist.set_animated(True)  # left out of full draws, so the background is clean
        self.canvas.draw()  # its draw_event saves the background and draws the moving artists

    def clear(self) -> None:
        """No plot on screen: after the plan became invalid, or lost its table or queries, a plot of the
        last good plan would be stale."""
        for axes in (self.answer_axes, self.curve_axes, self.budget_axes):
            axes.clear()
        self.key, self.background, self.artists = None, None, {}
        self.room.forget()
        self.canvas.hide()

    def _resized(self, _event) -> None:
        """Titles and a heat map's labels laid out again for the canvas's new size, before Qt redraws it."""
        if not self.artists or not self.room.has_room():
            return
        for axes, name in ((self.answer_axes, "answer"), (self.curve_axes, "curve"), (self.budget_axes, "budget")):
            refit(axes, self.artists[name])

    def _hovered(self, event) -> None:
        """The whole name under the pointer as the canvas's tooltip: a bar's category, a query's id, a heat
        map's cell (their labels are cut with "…", or only every n-th is written, to fit)."""
        name = None
        if self.artists and event.x is not None:
            for axes, key in ((self.answer_axes, "answer"), (self.budget_axes, "budget")):
                name = name or name_at(axes, self.artists[key], event.x, event.y)
        self.canvas.setToolTip(f"<p>{escape(name, quote=False)}</p>" if name else "")  # rich text: never read as
        # markup of its own, and wrapped where it is long

    def _after_full_draw(self, _event) -> None:
        """After any full draw (ours, or Qt's on resize and expose): keep the background, draw the moving
        artists over it."""
        if not self.artists:
            return
        self.background = self.canvas.copy_from_bbox(self.canvas.figure.bbox)
        for artist in self._dynamic():  # into the picture being painted; no extra repaint needed
            self.canvas.figure.draw_artist(artist)

    def _update(self, preview, current_width, shares, total) -> bool:
        return (update_preview(self.answer_axes, self.artists["answer"], preview)
                and update_error_curve(self.curve_axes, self.artists["curve"], preview.epsilon, current_width)
                and update_budget(self.budget_axes, self.artists["budget"], shares, total))

    def _dynamic(self):
        budget = self.artists["budget"]
        return (dynamic_artists(self.artists["answer"]) + [self.artists["curve"]["marker"]]
                + budget["bars"] + [budget["title"]])

    def _blit(self) -> None:
        self.canvas.restore_region(self.background)
        figure = self.canvas.figure
        for artist in self._dynamic():
            figure.draw_artist(artist)
        self.canvas.blit(figure.bbox)
        self.blits += 1
