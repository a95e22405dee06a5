"""`KindOutput`: what the output layer knows of one query kind, as one frozen record naming the `Kind` it serves.

Each kind's package has an output.py (dpstudio/core/kinds/<kind>/output.py, or an output/ package) that defines its
record: its name in the report, its names where the release says what it counts, its own words where it has them,
its own part of the report (a family's or synthetic table's section, randomized response's paragraphs), its columns
and rows in release.xlsx, the fields its release.json entry must have, and its own files in the bundle (a synthetic
table's rows). output/kind_outputs.py registers them; the report (report.py,
report_words.py, counted_words.py), the bundle's workbook and the release format's schema dispatch on a release
entry's kind through it instead of comparing kind names (docs/architecture.md, "Query kinds"). What several kinds
share stays in this package (quantile_words.py, report_family.py) and their records point to it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ..kinds.kind import Kind


@dataclass(frozen=True)
class KindOutput:
    """One kind's words in the report. `words(query, language)`: its own name for a release entry, or None for its
    `name` (a quantile's: "median"); `counted_sentence(query, unit, language)`: its own sentence of what its numbers
    count, where the release has a privacy unit (people by their number of rows). The report's section, its words
    for a cell and its noise scale and the workbook's rows default to every kind's (report.py, bundle.py) where the
    record has none."""

    kind: Kind
    name: str  # its name in the report ("count per category"), words' "report" family
    counted_names: dict | None = None  # its name where the release says what it counts: {"people": ..., "rows": ...}
    counts_people: bool = False  # its numbers count people whatever its `of`, from all of each person's rows
    words: Callable | None = None
    counted_sentence: Callable | None = None
    release_fields: tuple = ()  # the fields its release.json entry must have (release-format.md, "By kind")
    section: Callable | None = None  # section(query, head, notes, lang): its own section of the report, or None
    scale_words: Callable | None = None  # scale_words(scale, lang): its noise scale (by part) in the table of queries
    cell_words: Callable | None = None  # cell_words(cell, lang): a cell's key in the report, or None for its values
    after_cells: Callable | None = None  # after_cells(query, lang): the report's paragraph after its cells' table
    about: Callable | None = None  # about(entries, lang): its part of the report after the released values
    estimated_counts: tuple = ()  # each cell's columns beside its value and interval in release.xlsx
    sheet_rows: Callable | None = None  # sheet_rows(query): its rows after the cells in its sheet of release.xlsx
    intro: Callable | None = None  # intro(query, lang): its paragraphs before its values, the report's and the app's
    # Release page's (a synthetic table's rows, columns and files)
    bundle_files: Callable | None = None  # bundle_files(query): file name -> bytes, its own files in the bundle
    public_entry: Callable | None = None  # public_entry(query): its entry as release.json has it (its files named)
    entry_fields: dict | None = None  # its own fields of a release.json entry: name -> (description, schema)
    mechanism_words: dict | None = None  # a mechanism of its own in the report: name -> (its words, in a word or two)
