"""People by their number of rows, exactly: each person's rows meeting `where` (all of them, not only those
contribution bounding keeps), capped at `most`; cell i holds the people with i + 1 rows (plan/queries.
RowsPerPersonQuery). Read from every person's rows, on pandas (exact/people_rows.py) and as an Ibis aggregate
(exact/ibis_people.py), rather than from the bounded rows other kinds read."""
from __future__ import annotations

import numpy as np
import pandas as pd

from ...base.exact_answers import ExactAnswer
from ...exact.ibis_decoding import cells
from ...exact.ibis_on_demand import filtered, shaped
from ...exact.kind_answer import ExactKind
from ...exact.transforms import where_mask
from .plan import ROWS_PER_PERSON


def people_by_rows(query, table: pd.DataFrame, ids: pd.Series) -> ExactAnswer:
    """People per number of their rows meeting `where` (all of them, not only the bounded ones): cell i holds
    those with i + 1 rows, the last those with `most` or more (query.RowsPerPersonQuery)."""
    ids = ids[ids.notna().to_numpy() & where_mask(table, query.where)]
    rows = np.minimum(ids.value_counts(sort=False).to_numpy(dtype=np.int64), query.most)
    return ExactAnswer(np.bincount(rows - 1, minlength=query.most).astype(np.int64))


def people_by_rows_part(q: int, query, bounded, kinds, where):
    """People per number of their rows meeting `where`, as code (rows capped at `most`) - 1 (exact/people_rows.py)."""
    import ibis  # start-up: Ibis only when an Ibis engine answers (tests/cli/test_startup_imports.py)

    from ...exact.ibis_bounding import PERSON
    rows = filtered(bounded.persons, query, kinds, where)
    per_person = rows.group_by(PERSON).aggregate(rows=rows.count())
    capped = ibis.least(per_person["rows"], ibis.literal(query.most, type="int64")) - 1
    counted = per_person.group_by(code=capped).aggregate(n=per_person.count())
    return shaped(counted, q, code=counted.code, n=counted.n)


def decode(query, rows):
    return ExactAnswer(cells(rows, query.most))  # no (other) cell: every person has a number of rows


ROWS_PER_PERSON_EXACT = ExactKind(kind=ROWS_PER_PERSON, answer=None, decode=decode, people_answer=people_by_rows,
                                  people_part=people_by_rows_part)
