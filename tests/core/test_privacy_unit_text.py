"""The person-id rule (ids equal after trimming whitespace are one person) is stated, and true."""
import pandas as pd

from dpstudio.core.plan.release_plan import PrivacyUnit
from dpstudio.core.pipeline.release import produce_release
from dpstudio.core.output.report import build_report
from dpstudio.core.exact.transforms import bound_contributions
from tests.conftest import small_plan

RULE = ("ids that are equal after trimming whitespace at either end (spaces, tabs, line breaks, no-break spaces) are "
        "one individual")


def test_the_description_states_the_id_rule():
    text = PrivacyUnit("patient_id", 2).describe()
    assert RULE in text and "('P1' and ' P1 ' are the same person; letter case counts)" in text
    assert "rows with an empty id are left out" in text
    assert RULE not in PrivacyUnit().describe()  # one row per person: there are no ids


def test_the_stated_rule_is_what_truncation_does():
    frame = pd.DataFrame({"id": ["P1", " P1 ", "P1 ", "p1", "  ", None], "age": range(6)})
    prepared = bound_contributions(frame, "id", 1)
    assert prepared.frame["age"].tolist() == [0, 3]  # P1 (three spellings) once, p1 once
    assert prepared.rows_over_limit == 2 and prepared.rows_without_person == 2
    # what the rule names, each at either end: a tab, a line break, a no-break space
    frame = pd.DataFrame({"id": ["P1", "\tP1", "P1\n", "\u00a0P1\u00a0", "\t\n\u00a0", "P1\u200b"], "age": range(6)})
    prepared = bound_contributions(frame, "id", 1)
    assert prepared.frame["age"].tolist() == [0, 5]  # P1 in four spellings once; a zero-width space is no whitespace
    assert prepared.rows_over_limit == 3 and prepared.rows_without_person == 1


def test_release_and_report_carry_the_rule():
    frame = pd.DataFrame({"id": ["a", "a ", "b"], "age": [30, 40, 50]})
    plan = small_plan([{"id": "n", "kind": "count", "epsilon": 1}], columns={"id": "identifier", "age": "other"},
                      privacy_unit={"column": "id", "max_rows": 1})
    release = produce_release(frame, plan).release
    assert RULE in release["privacy_unit_description"]
    assert RULE in build_report(release, plan, charts=False)


def test_the_docs_list_exactly_what_is_trimmed_from_an_id_and_truncation_trims_it():
    """Issue 44: the docs said ids are trimmed of spaces; tabs, no-break spaces and the other Unicode spaces are
    trimmed too. plan-format.md lists them: the list is what Python's str.strip() removes, and bounding does so."""
    import re
    from pathlib import Path

    from dpstudio.core.exact.ibis_values import python_spaces

    text = (Path(__file__).resolve().parents[2] / "docs" / "plan-format.md").read_text(encoding="utf-8")
    bullet = re.search(r"- ids are compared as text after trimming whitespace.*?A numeric id column", text, re.S)
    assert bullet, "plan-format.md no longer says what is trimmed from a person id"
    listed = " ".join(bullet.group().split())
    named = {"spaces": " ", "tabs": "\t", "LF": "\n", "CR": "\r", "vertical tabs": "\v", "form feeds": "\f"}
    trimmed = {char for word, char in named.items() if word in listed}
    for first, last in re.findall(r"U\+([0-9A-F]{4}) to U\+([0-9A-F]{4})", listed):
        trimmed |= {chr(c) for c in range(int(first, 16), int(last, 16) + 1)}
    trimmed |= {chr(int(c, 16)) for c in re.findall(r"U\+([0-9A-F]{4})", listed)} - {"\u200b"}  # named as kept
    assert trimmed == set(python_spaces())
    ids = ["P1", *[f"{space}P1{space}" for space in sorted(trimmed)], "P1\u200b"]
    prepared = bound_contributions(pd.DataFrame({"id": ids, "age": range(len(ids))}), "id", 1)
    assert prepared.frame["age"].tolist() == [0, len(ids) - 1]  # every spelling of P1 once; the zero-width one apart
