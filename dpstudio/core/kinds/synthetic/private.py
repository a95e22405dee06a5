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

from dataclasses import dataclass, replace
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
from ...private.table_choice import (ChoiceRounds, choose_pairs, columns_covered, score_sensitivity,
                                     stand_in_chain)
from ...private.kind_draft import KindDraft
from ...base.words.stored_message import StoredMessage
from .plan import SYNTHETIC
from .query import LISTED_PAIRS
from .rule import MAX_MODEL_CLIQUE

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

CHOSEN_LAPLACE_ALONE_NOTE = ("Pure epsilon-differential privacy (no delta): each of the {tables} tables was measured on "
                             "its own with Laplace noise and an equal share of the epsilon the choice of pairs left, "
                             "each cell's 95% interval exact, and the tables were made to add up to each other "
                             "afterwards.")
CHOSEN_LAPLACE_NOTE = ("Pure epsilon-differential privacy (no delta): each of the {tables} tables was measured on its own "
                       "with Laplace noise and an equal share of the epsilon the choice of pairs left, so the tables "
                       "need not add up exactly to each other. Values are published as estimated, not rounded and not "
                       "kept at 0 or above; each cell's 95% interval is exact.")

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

CHOSEN_NOTE = ("The {pairs} pairs of columns measured were chosen privately among the {candidates} pairs, in {rounds} "
               "rounds: each round the exponential mechanism chose, with an equal part of {share} of the query's "
               "budget, a pair whose table is far from its two columns being independent, among the pairs that link "
               "columns not yet linked (a tree, as MST chooses). The choice is noisy: a chosen pair may be less "
               "related than one left out. The rest of the budget measured the chosen pairs.")


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
    Laplace mechanism) each table is measured on its own with an equal share of epsilon instead.

    With `choose_tables` (plan version 13) the pairs are chosen privately when drawn (private/table_choice.py),
    with the plan's share of the budget; until then (the preview) the measurement is calibrated for a stand-in, a
    chain of the columns in their order, as many pairs as will be chosen. The rest of the budget measures the
    chosen pairs, calibrated again once they are known: the stand-in's figures are the preview's, the chosen
    pairs' the release's."""

    choice: ChoiceRounds | None = None
    candidates: tuple = ()  # every pair (index tuples) the choice chooses from
    chosen: tuple | None = None  # the pairs chosen, in the order chosen, once drawn

    def calibrate(self):
        q = self.query
        if q.choose is not None and self.choice is None:
            self.start_choice()
        if self.mechanism_name() == "gaussian":
            return super().calibrate()
        q = self.query
        self.mechanism = "laplace"
        self.sizes = tuple(len(q.with_other(c)) for c in q.categories)
        self.workload = Workload(self.sizes, q.table_index())
        # one person changes each table's cells by at most max_rows in L1 (the draft's max_rows is 1 when it counts
        # people by one row each, as the family's residuals take it):
        # the tables' shares of epsilon (or under zCDP of rho) add up to the measurement's (sequential composition)
        share = self.measurement_share() / len(q.tables)
        self.noise = self.noise_for("laplace", self.max_rows, Fraction(q.epsilon) * share, Fraction(0), part=share)

    def measurement_share(self) -> Fraction:
        """The share of the query's budget that measures its tables: all of it, or what choosing leaves."""
        return 1 - self.query.choose.budget_share if self.query.choose is not None else Fraction(1)

    def measurement_rho(self) -> Fraction:
        return self.query_rho() * self.measurement_share()

    def start_choice(self) -> None:
        """The choice's rounds, calibrated; the query's tables (every pair) kept as its candidates, and a stand-in
        chain measured in the preview until the pairs are chosen."""
        q = self.query
        count, share = q.choose.pairs_for(len(q.columns)), q.choose.budget_share
        sensitivity = score_sensitivity(self.max_rows)
        if self.rho is None and self.mechanism_name() != "gaussian":  # pure epsilon-DP
            self.choice = ChoiceRounds.for_epsilon(count, sensitivity, Fraction(q.epsilon) * share)
        else:
            self.choice = ChoiceRounds.for_rho(count, sensitivity, self.query_rho() * share)
        self.candidates = q.table_index()
        self.query = self.with_pairs(stand_in_chain(len(q.columns), count))

    def with_pairs(self, pairs):
        """The query measuring these pairs (index pairs), and each column no pair holds alone."""
        q = self.query
        return replace(q, tables=tuple(tuple(q.columns[c] for c in t) for t in columns_covered(pairs, len(q.columns))))

    def choose(self) -> None:
        """Choose the pairs (private/table_choice.py) from the candidates' exact tables, and calibrate the
        measurement for them."""
        q = self.query
        exact = self.exact_tables(self.candidates)  # self.sizes: every column's, whatever the tables measured
        self.chosen = tuple(choose_pairs({t: exact[t] for t in self.candidates}, self.sizes, self.choice,
                                         MAX_MODEL_CLIQUE if q.wide else None))
        self.query = self.with_pairs(self.chosen)
        self.calibrate()

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
        measured = super().rho_spent() if self.mechanism == "gaussian" else self.noise.rho * len(self.query.tables)
        return measured + (self.choice.rho() if self.choice is not None else 0)

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
        if self.choice is not None:
            self.choose()
        rebuilt, widening = self.published(self.measured_tables())
        total = float(np.sum(rebuilt[self.workload.marginals[0]]))  # every table's total is the same
        rows = self.query.rows if self.query.rows is not None else max(1, int(round(total)))
        codes = self.drawn_codes(rebuilt, rows)
        labels = tuple(tuple(self.query.with_other(c)) for c in self.query.categories)
        self.rows = SyntheticRows(tuple(self.query.columns), labels, codes, wide=self.query.wide)
        scale = rows / total if total > 0 else 1.0  # the synthetic tables set against the published, as many rows
        self.synthetic_tables = {t: table_of_rows(codes, self.sizes, t) for t in self.workload.marginals}
        synthetic = {"columns": list(self.query.columns), "rows": rows, "pairs_not_kept": pairs_not_kept(self.query)}
        if self.choice is not None:
            synthetic["chosen"] = self.choice_record()
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
        alone, unrounded = ((CHOSEN_LAPLACE_ALONE_NOTE, CHOSEN_LAPLACE_NOTE) if self.choice is not None else
                            (LAPLACE_ALONE_NOTE, LAPLACE_NOTE))
        measured = ([StoredMessage(alone, tables=len(tables)), self.postprocess_words()] if steps else
                    [StoredMessage(unrounded, tables=len(tables))])
        return self.entry(self.noise.scale, None, cells=cells, tables=tables, sensitivity=self.noise.sensitivity,
                          composition="each table measured on its own with an equal share of epsilon (their epsilons "
                                      "add up); parallel composition across the disjoint cells of each",
                          synthetic=synthetic, synthetic_rows=self.rows,
                          notes=[*measured, *self.notes(rows)])

    def expected(self, confidence: float = CONFIDENCE):
        """The family's expected errors and the pairs it will not keep; with pairs still to be chosen, the stand-in
        chain's errors and what the choice will be instead (the pairs not kept are known only once chosen)."""
        out = self.measured_expected(confidence)
        if self.choice is not None and self.chosen is None:
            out.update(pairs_not_kept=None, table_choice={
                "pairs": self.choice.rounds, "candidates": len(self.candidates),
                "budget_share": float(self.query.choose.budget_share)})
        return out

    def measured_expected(self, confidence: float = CONFIDENCE):
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

    def choice_record(self) -> dict:
        """What the choice chose and spent (release.json's `synthetic.chosen`, release format 14)."""
        q, selection = self.query, self.choice.selection
        spent = {"rho": float(self.choice.rho())} if selection.rho is not None else \
            {"epsilon": float(self.choice.epsilon())}
        return {"pairs": [[q.columns[c] for c in pair] for pair in self.chosen], "candidates": len(self.candidates),
                "rounds": self.choice.rounds, "budget_share": float(q.choose.budget_share),
                "mechanism": "exponential", "score_sensitivity": selection.sensitivity,
                "noise_scale": selection.scale, **spent}

    def choice_note(self) -> tuple:
        if self.choice is None:
            return ()
        return (StoredMessage(CHOSEN_NOTE, pairs=len(self.chosen), candidates=len(self.candidates),
                              rounds=self.choice.rounds, share=f"{float(self.query.choose.budget_share):.0%}"),)

    def notes(self, rows: int) -> tuple[str, ...]:
        missing, columns = pairs_not_kept(self.query), len(self.query.columns)
        kept = (ALL_KEPT_NOTE if not missing else
                StoredMessage(NOT_KEPT_NOTE, pairs=", ".join(f"{a} × {b}" for a, b in missing))
                if len(missing) <= LISTED_PAIRS else
                StoredMessage(MANY_NOT_KEPT_NOTE, count=f"{len(missing):,}", total=f"{columns * (columns - 1) // 2:,}"))
        drawn = StoredMessage(SYNTHETIC_NOTE, rows=f"{rows:,}", tables=len(self.query.tables))
        if not self.query.wide:
            return *self.choice_note(), drawn, kept
        tree = self.model.tree
        return *self.choice_note(), drawn, kept, StoredMessage(WIDE_MODEL_NOTE, columns=len(self.query.columns), groups=len(tree.cliques),
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
