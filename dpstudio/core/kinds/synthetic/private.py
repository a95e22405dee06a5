"""A synthetic table's draft (`"kind": "synthetic"`, plan version 11): its family of tables measured once and
rebuilt consistent exactly as a `marginals` query's (private/marginals_draft.py: the same residuals, noise, intervals
and cost), then synthetic rows drawn from the model fitted to those noisy tables (private/synthesis.py). Everything after
the measurement is post-processing: the rows depend on the table only through the published tables.

The entry holds the family's tables (published as a `marginals` query's are, with their exact 95% intervals),
`synthetic` (its columns, number of rows, the pairs of columns whose relation it does not keep) and, for the
bundle only, `synthetic_rows` (output/files.py writes them as CSV, Parquet and Excel files and names
them in release.json). Each table also states how far the synthetic rows' own table is from the published one
(`synthetic_largest_difference`): a figure computed from public numbers only.

Post-processing (plan version 12, issue 46): the published tables are the model's constraints, so they get the
family's post-processing as a family's do (`postprocess`, by default kept at 0 or above and rounded while they
still add up, private/family_postprocess.py; under pure epsilon-DP this also makes the tables measured one by one agree),
and the model is fitted to the tables as published: the rows are drawn from the tables a reader sees, which are
counts, and whose model exists exactly (they are the sums of one grid). With `[]` the model is fitted to the tables
as estimated, as before.

A wide synthetic table (issue 48: its columns' full grid beyond a family's, query.wide) holds no grid: its exact
tables are counted table by table (exact.py), its post-processing fits and rounds the model over a junction tree
(family_postprocess.postprocessed_model_tables), and its rows are drawn from the model fitted over that tree
(graphical_model.fit_model, model_rows.draw_model_rows): the same distribution as the grid's, in memory of its
cliques and its rows.

Its record, SYNTHETIC_DRAFT (private/kind_drafts.py registers it), is at the end.
"""
from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations

import numpy as np

from fractions import Fraction

from ...private.family_postprocess import postprocessed_model_tables
from ...private.graphical_model import fit_model
from ...private.marginals_draft import MarginalsDraft
from ...private.mechanisms import CONFIDENCE, noise_halfwidth
from ...private.model_rows import draw_model_rows
from ...private.residual_planner import Workload
from ...private.synthesis import draw_rows, fit_joint, table_of_rows
from ...private.kind_draft import KindDraft
from ...base.words.stored_message import StoredMessage
from .plan import SYNTHETIC
from .query import LISTED_PAIRS

SYNTHETIC_NOTE = ("The synthetic table's {rows} rows were drawn from a model fitted to these {tables} noisy tables "
                  "alone (the most even distribution whose tables are the published ones): no row is a patient, "
                  "and a row that looks like one is there because the published tables make it likely. "
                  "Post-processing; no extra budget.")
NOT_KEPT_NOTE = ("Pairs of columns with no table of their own ({pairs}) are independent in the synthetic table given "
                 "the measured tables: any relation between them in the real table is not kept.")
MANY_NOT_KEPT_NOTE = ("{count} of the {total} pairs of columns have no table of their own (release.json lists them, "
                      "synthetic.pairs_not_kept): they are independent in the synthetic table given the measured "
                      "tables, and any relation between them in the real table is not kept.")
ALL_KEPT_NOTE = "Every pair of columns has a table of its own: the synthetic table keeps each pair's relation."
LAPLACE_ALONE_NOTE = ("Pure epsilon-differential privacy (no delta): each of the {tables} tables was measured on its own "
                      "with Laplace noise and an equal share of the query's epsilon, each cell's 95% interval exact, and "
                      "the tables were made to add up to each other afterwards.")
LAPLACE_NOTE = ("Pure epsilon-differential privacy (no delta): each of the {tables} tables was measured on its own with "
                "Laplace noise and an equal share of the query's epsilon, so the tables need not add up exactly to "
                "each other. Values are published as estimated, not rounded and not kept at 0 or above; each cell's "
                "95% interval is exact.")

WIDE_ROUNDED_NOTE = ("The tables were then kept at 0 or above and rounded to whole numbers while still adding up to each "
                     "other. Every combination of the columns is too many to hold, so dpstudio fitted counts at 0 or "
                     "above to the noisy tables over groups of columns linked in a tree (a junction tree), rounded each "
                     "group's table to whole numbers in turn along the tree, keeping the sums it shares with its parent "
                     "group (the group it is linked to towards the tree's first group), and published every table as "
                     "the sums of its group. A value so moved has its interval widened by how far it moved, so each "
                     "interval holds with at least 95% probability. Post-processing; no extra budget.")
WIDE_CLAMPED_NOTE = ("The tables were then kept at 0 or above while still adding up to each other. Every combination of "
                     "the columns is too many to hold, so dpstudio fitted counts at 0 or above to the noisy tables over "
                     "groups of columns linked in a tree (a junction tree) and published every table as the sums of its "
                     "group. A value so moved has its interval widened by how far it moved, so each interval holds with "
                     "at least 95% probability. Post-processing; no extra budget.")
WIDE_MODEL_NOTE = ("Every combination of the {columns} columns is too many to hold: the model is held as the tables of "
                   "{groups} groups of columns linked in a tree (the largest with {cells} combinations), and the rows were "
                   "drawn group by group along the tree, each group's other columns given the columns it shares with "
                   "its parent group (the group it is linked to towards the tree's first group). Post-processing; no "
                   "extra budget.")


@dataclass(frozen=True)
class SyntheticRows:
    """The synthetic rows as cell codes (one column per column), with each column's labels: for the bundle's files
    only (never inline in release.json). `wide`: its query's (output/files.py writes a wide table's column by
    column)."""

    columns: tuple[str, ...]
    labels: tuple[tuple, ...]
    codes: np.ndarray
    wide: bool = False

    def __len__(self) -> int:
        return len(self.codes)

    def frame(self):
        """The rows as a pandas DataFrame of categorical columns (what `dpstudio.release_uncharged` callers use)."""
        # start-up: pandas only when the rows are handed out as a frame
        import pandas as pd

        return pd.DataFrame({c: pd.Categorical.from_codes(self.codes[:, i], categories=[str(v) for v in self.labels[i]])
                             for i, c in enumerate(self.columns)})


def pairs_not_kept(query) -> list[list[str]]:
    """Every pair of the query's columns that no table of its family holds together."""
    return [[a, b] for a, b in combinations(query.columns, 2)
            if not any(a in table and b in table for table in query.tables)]


class SyntheticDraft(MarginalsDraft):
    """The family's draft, and synthetic rows drawn from its noisy tables when drawn. Under pure epsilon-DP (the
    Laplace mechanism) each table is measured on its own with an equal share of epsilon instead."""

    def calibrate(self):
        if self.mechanism_name() == "gaussian":
            return super().calibrate()
        q = self.query
        self.mechanism = "laplace"
        self.sizes = tuple(len(q.with_other(c)) for c in q.categories)
        self.workload = Workload(self.sizes, q.table_index())
        # one person changes each table's cells by at most max_rows in L1 (the draft's max_rows is 1 when it counts
        # people by one row each, as the family's residuals take it):
        # the tables' shares of epsilon add up to the query's (sequential composition)
        self.noise = self.noise_for("laplace", self.max_rows, Fraction(q.epsilon) / len(q.tables), Fraction(0))

    def measured_tables(self) -> dict:
        if self.mechanism == "gaussian":
            return super().measured_tables()
        exact = self.exact_tables()
        return {t: np.asarray(self.noise.add_to(np.ravel(exact[t]).astype(float)), dtype=float).reshape(
            exact[t].shape) for t in self.workload.marginals}

    def halfwidths(self, confidence: float = CONFIDENCE) -> np.ndarray:
        if self.mechanism == "gaussian":
            return super().halfwidths(confidence)
        return np.full(len(self.workload.marginals), noise_halfwidth("laplace", self.noise.scale, confidence))

    def one_by_one_halfwidth(self, confidence: float = CONFIDENCE) -> float:
        if self.mechanism == "gaussian":
            return super().one_by_one_halfwidth(confidence)
        return float(noise_halfwidth("laplace", self.noise.scale, confidence))

    def rho_spent(self):
        return super().rho_spent() if self.mechanism == "gaussian" else self.noise.rho

    def published(self, rebuilt: dict) -> tuple[dict, dict]:
        if not self.query.wide or not self.query.postprocess:
            return super().published(rebuilt)
        return postprocessed_model_tables(self.sizes, rebuilt, self.query.postprocess)

    def postprocess_words(self):
        if not self.query.wide or not self.query.postprocess:
            return super().postprocess_words()
        return WIDE_ROUNDED_NOTE if "round" in self.query.postprocess else WIDE_CLAMPED_NOTE

    def drawn_codes(self, rebuilt: dict, rows: int) -> np.ndarray:
        """The rows from the model fitted to the published tables: the grid's, or a wide table's junction tree's.
        A wide table's post-processing held a model too (family_postprocess.postprocessed_model), but it is fitted
        again here, as the grid is after its post-processing: where a clique is larger than the tables in it
        (tables in a cycle), its rounded clique table is one whole table with the published sums, not the most
        even one (SYNTHETIC_NOTE), and without post-processing there is none."""
        if not self.query.wide:
            return draw_rows(fit_joint(self.sizes, rebuilt), rows)
        self.model = fit_model(self.sizes, rebuilt)
        return draw_model_rows(self.model, rows)

    def draw(self):
        rebuilt, widening = self.published(self.measured_tables())
        total = float(np.sum(rebuilt[self.workload.marginals[0]]))  # every table's total is the same
        rows = self.query.rows if self.query.rows is not None else max(1, int(round(total)))
        codes = self.drawn_codes(rebuilt, rows)
        labels = tuple(tuple(self.query.with_other(c)) for c in self.query.categories)
        self.rows = SyntheticRows(tuple(self.query.columns), labels, codes, wide=self.query.wide)
        scale = rows / total if total > 0 else 1.0  # the synthetic tables set against the published, as many rows
        self.synthetic_tables = {t: table_of_rows(codes, self.sizes, t) for t in self.workload.marginals}
        synthetic = {"columns": list(self.query.columns), "rows": rows, "pairs_not_kept": pairs_not_kept(self.query)}
        entry = (self.family_entry(rebuilt, widening, notes=self.notes(rows), synthetic=synthetic,
                                   synthetic_rows=self.rows)
                 if self.mechanism == "gaussian" else self.laplace_entry(rebuilt, widening, synthetic))
        for table, t in zip(entry["tables"], self.workload.marginals):
            table["synthetic_largest_difference"] = float(
                np.abs(self.synthetic_tables[t] / scale - np.ravel(rebuilt[t])).max())
        return entry

    def laplace_entry(self, rebuilt: dict, widening: dict, synthetic: dict) -> dict:
        """Pure epsilon-DP: the tables measured one by one, cells table after table, each with its exact interval
        (widened by how far post-processing moved it)."""
        width, cells, tables = float(self.halfwidths()[0]), [], []
        for table, names in zip(self.workload.marginals, self.query.tables):
            values = np.ravel(rebuilt[table])
            cells += [{"key": key, "value": self.value(v), "ci95": float(width + wider)}
                      for key, v, wider in zip(self.table_keys(names), values, widening[table])]
            tables.append({"columns": list(names), "cells": len(values), "ci95": width, "one_by_one_ci95": width})
        rows = synthetic["rows"]
        steps = self.query.postprocess
        measured = ([StoredMessage(LAPLACE_ALONE_NOTE, tables=len(tables)), self.postprocess_words()] if steps else
                    [StoredMessage(LAPLACE_NOTE, tables=len(tables))])
        return self.entry(self.noise.scale, None, cells=cells, tables=tables, sensitivity=self.noise.sensitivity,
                          composition="each table measured on its own with an equal share of epsilon (their epsilons "
                                      "add up); parallel composition across the disjoint cells of each",
                          synthetic=synthetic, synthetic_rows=self.rows,
                          notes=[*measured, *self.notes(rows)])

    def expected(self, confidence: float = CONFIDENCE):
        """The family's expected errors (each table's alone under pure epsilon-DP), and the pairs of columns the
        synthetic table will not keep."""
        if self.mechanism == "gaussian":
            return {**super().expected(confidence), "pairs_not_kept": pairs_not_kept(self.query)}
        exact, width = self.exact_tables(), float(self.halfwidths(confidence)[0])
        tables = [{"columns": list(names), "halfwidth": width, "one_by_one_halfwidth": width,
                   "cells": self.workload.cells(t), "truth": [float(v) for v in np.ravel(exact[t])]}
                  for t, names in zip(self.workload.marginals, self.query.tables)]
        return {"halfwidth": width, "noise_scale": self.noise.scale, "truth": None, "halfwidth_postprocessed": None,
                "tables": tables, "pairs_not_kept": pairs_not_kept(self.query),
                "widened_where_moved": bool(self.query.postprocess)}

    def notes(self, rows: int) -> tuple[str, ...]:
        missing, columns = pairs_not_kept(self.query), len(self.query.columns)
        kept = (ALL_KEPT_NOTE if not missing else
                StoredMessage(NOT_KEPT_NOTE, pairs=", ".join(f"{a} × {b}" for a, b in missing))
                if len(missing) <= LISTED_PAIRS else
                StoredMessage(MANY_NOT_KEPT_NOTE, count=f"{len(missing):,}", total=f"{columns * (columns - 1) // 2:,}"))
        drawn = StoredMessage(SYNTHETIC_NOTE, rows=f"{rows:,}", tables=len(self.query.tables))
        if not self.query.wide:
            return drawn, kept
        tree = self.model.tree
        return drawn, kept, StoredMessage(WIDE_MODEL_NOTE, columns=len(self.query.columns), groups=len(tree.cliques),
                                          cells=f"{tree.largest():,}")

    def steward_comparison(self) -> list[tuple[str, float, float]]:
        """Each table: its name, the largest and the mean difference per cell between the synthetic rows' table
        and the real one (scaled to the real total). For the steward's eyes only: it reads the exact table."""
        exact, out = self.exact_tables(), []
        for names, t in zip(self.query.tables, self.workload.marginals):
            real = np.ravel(exact[t])
            synthetic = self.synthetic_tables[t] * (real.sum() / max(len(self.rows), 1))
            gap = np.abs(synthetic - real)
            out.append((" × ".join(names), float(gap.max()), float(gap.mean())))
        return out


SYNTHETIC_DRAFT = KindDraft(kind=SYNTHETIC, draft=SyntheticDraft)
