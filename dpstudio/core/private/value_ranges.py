"""How narrowly the published values and their sums bound a withheld value (complementary.py).

Where a table is kept at 0 or above (`clamp_nonnegative`), a reader knows more than the sums: every value is at
least 0. Two withheld cells whose margin less the published cells is 0 are then both 0, although neither is a
linear combination of published values. So a withheld value is exposed when the values it can take, given the
published values, the sums and (where kept so) non-negativity, lie within less than MIN_RANGE of each other:
one person. Its least and greatest values are each a linear programme (minimise, then maximise, the value over
the withheld values that satisfy every sum, those kept at 0 or above being >= 0), solved by HiGHS (highspy).

It reads the released values only: post-processing. Whole numbers (`round`) are not used as a constraint: with
MIN_RANGE = 1 a range of whole numbers narrower than 1 holds one number, which the range already exposes.
"""
from __future__ import annotations

import os
import sys
from contextlib import contextmanager

import numpy as np

MIN_RANGE = 1.0  # a withheld value whose possible values lie within less than this is exposed


def exposed(hidden: set[int], equations: np.ndarray, values, nonnegative: set[int]) -> set[int]:
    """The withheld values whose possible values lie within less than MIN_RANGE. `equations`: one row per sum,
    one column per value (total - parts = 0, complementary._coefficients); `values`: every value as released."""
    if not hidden & nonnegative:
        return set()
    unknowns = sorted(i for i in hidden if i < equations.shape[1] and np.any(equations[:, i]))
    if not unknowns:
        return set()
    rows = equations[np.any(equations[:, unknowns] != 0, axis=1)]
    known = [i for i in range(equations.shape[1]) if i not in hidden]
    targets = -rows[:, known] @ np.asarray([values[i] for i in known], dtype=float)
    solver = _solver(rows[:, unknowns], targets, [i in nonnegative for i in unknowns])
    return {item for column, item in enumerate(unknowns) if _width(solver, column, len(unknowns)) < MIN_RANGE}


def _solver(matrix: np.ndarray, targets: np.ndarray, at_least_zero: list[bool]):
    # start-up: HiGHS only when a table's cells are suppressed
    import highspy

    with _quiet():  # HiGHS prints its banner once per process, from C, on the first solver made
        solver = highspy.Highs()
    solver.setOptionValue("output_flag", False)
    infinite = highspy.kHighsInf
    count = matrix.shape[1]
    solver.addVars(count, np.array([0.0 if low else -infinite for low in at_least_zero]), np.full(count, infinite))
    for row, target in zip(matrix, targets):
        columns = np.flatnonzero(row).astype(np.int32)
        solver.addRow(float(target), float(target), len(columns), columns, row[columns].astype(float))
    return solver


def _width(solver, column: int, count: int) -> float:
    """The greatest less the least value of one unknown (inf where unbounded)."""
    # start-up: HiGHS only when a table's cells are suppressed
    import highspy

    ends = []
    for sense in (highspy.ObjSense.kMinimize, highspy.ObjSense.kMaximize):
        costs = np.zeros(count)
        costs[column] = 1.0
        solver.changeColsCost(count, np.arange(count, dtype=np.int32), costs)
        solver.changeObjectiveSense(sense)
        solver.run()
        if solver.getModelStatus() != highspy.HighsModelStatus.kOptimal:
            return float("inf")  # unbounded (or, from rounding, no solution): not pinned by this
        ends.append(solver.getInfo().objective_function_value)
    return ends[1] - ends[0]


@contextmanager
def _quiet():
    """Standard output closed at the file-descriptor level for a moment (C code's printing)."""
    sys.stdout.flush()
    try:
        saved = os.dup(1)
    except OSError:  # no standard output to guard
        yield
        return
    try:
        with open(os.devnull, "w") as devnull:
            os.dup2(devnull.fileno(), 1)
            yield
    finally:
        os.dup2(saved, 1)
        os.close(saved)
