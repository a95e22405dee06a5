"""A time stamp or a day in a Message is written as its reader's language writes it (Babel, CLDR), in UTC;
the ledger keeps ISO 8601 (its records and their hashes), and a text that is no time stamp stays as it is."""
from datetime import date, datetime, timedelta, timezone

import pytest

from dpstudio.core.base.locale_format import calendar_day, day, instant, moment
from dpstudio.core.base.words.message import Message

STAMP = "2026-11-25T19:30:05+00:00"
WRITTEN = {"en": ("Nov 25, 2026, 7:30:05\u202fPM UTC", "Nov 25, 2026"),
           "de": ("25.11.2026, 19:30:05 UTC", "25.11.2026"),
           "zh": ("2026年11月25日 19:30:05 UTC", "2026年11月25日"),
           "el": ("25 Νοε 2026, 7:30:05\u202fμ.μ. UTC", "25 Νοε 2026")}


@pytest.mark.parametrize("language", list(WRITTEN))
def test_a_time_stamp_and_a_day_in_a_message_are_written_in_the_readers_form(language):
    line = Message("  budget #{seq} {created} by {user}: epsilon {epsilon}{was}", seq="2", created=instant(STAMP),
                   user="steward", epsilon=5, was="")
    stamp, day_written = WRITTEN[language]
    assert stamp.replace("\u202f", " ") in line.said(language).replace("\u202f", " ")
    assert "2026-11-25" not in line.said(language)
    assert day(STAMP, language) == day_written and moment(STAMP, language).replace("\u202f", " ") == \
        stamp.replace("\u202f", " ")


def test_a_time_stamp_is_shown_in_utc_and_a_text_that_is_none_as_it_is():
    later = datetime(2026, 11, 26, 1, 30, 5, tzinfo=timezone(timedelta(hours=6)))  # 19:30:05 UTC the day before
    assert instant(later) == instant(STAMP) and calendar_day(later) == date(2026, 11, 25)
    assert instant("2026-11-25T19:30:05").tzinfo == timezone.utc  # an old record without its offset: UTC
    assert instant("yesterday") == "yesterday" and day("yesterday", "de") == "yesterday"
    assert Message("First seen in {source} on {date} by {user} (about {people} people)", source="a.csv",
                   date=calendar_day(STAMP), user="steward", people=12).said("de") == \
        "Zuerst gesehen in a.csv am 25.11.2026 von steward (etwa 12 Personen)"
