"""The reading schema's "date" type (plan version 5): ISO dates in the calendar, a time of day dropped,
anything else missing and counted; CSV and typed files read alike."""
from __future__ import annotations

import datetime

import pandas as pd
import pyarrow as pa

from dpstudio.core.io.other_reading import conform
from dpstudio.core.io.value_reading import read_column

VALUES = ["2024-01-05", " 2024-02-29 ", "2024-02-30", "2023-02-29", "2024-03-01T10:11", "2024-03-01 10:11:12.5",
          "1/2/2024", "01.02.2024", "2024-1-5", "", "NA", None, "0001-01-01", "9999-12-31"]
EXPECTED = ["2024-01-05", "2024-02-29", None, None, "2024-03-01", "2024-03-01", None, None, None, None, None, None,
            "0001-01-01", "9999-12-31"]


def as_text(series: pd.Series) -> list:
    return [None if pd.isna(v) else v.date().isoformat() for v in series]


def test_a_csv_date_column_reads_iso_dates_of_the_calendar_only():
    read = read_column(pa.chunked_array([pa.array(VALUES)]), "date", missing=("", "NA"))
    assert str(read.series.dtype) == "datetime64[s]"
    assert as_text(read.series) == EXPECTED
    assert read.unfit == 5  # 02-30, 2023-02-29, 1/2/2024, 01.02.2024, 2024-1-5; empty, NA and null are missing


def test_typed_cells_under_date_are_their_calendar_dates():
    cells = pd.Series([datetime.date(2024, 1, 2), "2024-05-06", 3, None, pd.Timestamp("2024-01-01 23:59"),
                       "soon"], dtype=object)
    read = conform(cells, "date")
    assert as_text(read.series) == ["2024-01-02", "2024-05-06", None, None, "2024-01-01", None]
    assert read.unfit == 2  # the number 3 and the text "soon"
    stamps = conform(pd.Series(pd.to_datetime(["2024-01-01 10:00", None]).tz_localize("Europe/Berlin")), "date")
    assert as_text(stamps.series) == ["2024-01-01", None] and stamps.unfit == 0
