"""No name or label of a plan holds a control character (issue 44): every text of a plan that uses every kind
of field (column roles, the privacy unit, each query's columns, categories, filters, bins, tables, units, the
publisher, the reading section, ...) and every name (an object's key) is given an escape sequence in turn, and
the plan is refused at that place with the character named, its text shown escaped, never raw."""
from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from dpstudio.core.plan.release_plan import PLAN_VERSION, plan_problems
from tests.conftest import SAMPLE_PLAN

TITLE = "\x1b]0;pwned\x07"  # sets a terminal's title when `cat release.csv` shows it
HIDDEN = ("Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp")  # Unicode's "other" classes and the line separators


def every_field_plan() -> dict:
    """The sample plan with a query of every other kind and shape, a unit, a publisher and an order: a valid plan
    with a text in every kind of field."""
    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    plan["columns"]["visit"] = "other"
    plan["reading"]["columns"]["visit"] = "date"
    plan["reading"]["missing"] = ["", "NA"]
    plan["privacy_unit"]["order_by"] = "admission_date"
    plan["units"] = {"length_of_stay": "days"}
    plan["publisher"] = "Data Office"
    plan["budget"] = {"epsilon": 10, "delta": 1e-6, "population": 100_000}
    plan["queries"] += [
        {"id": "stay_by_ward", "kind": "mean", "column": "length_of_stay", "bounds": [0, 60], "epsilon": 0.2,
         "group_by": ["ward", "birth_year"], "categories": {"ward": ["Surgery", "Psychiatry"]},
         "bins": {"birth_year": [1900, 1950, 2025]}, "other": False,
         "where": [{"column": "admission_date", "between": [0, 1]}]},
        {"id": "by_visit", "kind": "histogram", "column": "visit", "epsilon": 0.2,
         "bins": {"visit": ["2024-01-01", "2024-04-01", "2024-07-01"]}, "margins": True},
        {"id": "found", "kind": "count", "group_by": ["diagnosis"], "categories": {"diagnosis": "discover"},
         "epsilon": 0.2, "delta": 1e-8, "of": "people", "person_rule": "last_row"},
        {"id": "family", "kind": "marginals", "columns": ["sex", "ward"], "epsilon": 0.2, "delta": 1e-8,
         "categories": {"sex": ["F", "M"], "ward": ["Surgery", "Psychiatry"]}, "tables": [["sex"], ["sex", "ward"]]},
        {"id": "rows", "kind": "synthetic", "columns": ["sex", "test_result"], "epsilon": 0.2, "delta": 1e-8,
         "categories": {"sex": ["F", "M"], "test_result": ["negative", "positive"]}, "rows": 10},
        {"id": "stay_quartiles", "kind": "quantiles", "column": "length_of_stay", "bounds": [0, 60],
         "quantiles": [0.25, 0.75], "epsilon": 0.2},
        {"id": "visits", "kind": "rows_per_person", "most": 3, "epsilon": 0.2},
    ]
    return plan


BASE = every_field_plan()


def texts(value, path=()):
    """(path, is_key) of every text of the plan: each text value, and each key of an object."""
    found = []
    if isinstance(value, dict):
        for key, item in value.items():
            found += [(path + (key,), True)] + texts(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += texts(item, path + (index,))
    elif isinstance(value, str):
        found.append((path, False))
    return found


HEADER = ("reading", "columns")  # the reading section's column names: the file's header as it is, allowed
FIELDS = [(path, is_key) for path, is_key in texts(BASE) if not (is_key and path[:2] == HEADER)]


def with_text(plan: dict, path: tuple, is_key: bool, added: str) -> dict:
    """The plan with `added` put into the text at `path` (into the key's name, for a key)."""
    plan = copy.deepcopy(plan)
    parent = plan
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    if is_key:
        parent.update({(k + added if k == last else k): v for k, v in [(k, parent.pop(k)) for k in list(parent)]})
    else:
        parent[last] = parent[last][:1] + added + parent[last][1:]
    return plan


def place(path: tuple, is_key: bool) -> str:
    """Where the problem is said: a query by its place and id, a key at its object, an id at the id."""
    steps = path[:-1] if is_key else path
    if steps[:1] == ("queries",) and len(steps) == 3 and steps[2] == "id":
        return f"queries[{steps[1]}].id"
    if is_key and path[:1] == ("queries",) and path[2:] == ("id",):
        return f"queries[{path[1]}]"  # the query has no id any more: said by its place alone
    where = ""
    for i, step in enumerate(steps):
        if isinstance(step, int) and steps[:i] == ("queries",):
            where += f"[{step}] ('{BASE['queries'][step]['id']}')"
        elif isinstance(step, int):
            where += f"[{step}]"
        else:
            where += f".{step}" if where else step
    return where or "plan"


def said(plan: dict, where: str) -> list[str]:
    return [p.message for p in plan_problems(plan) if p.where == where and "control character" in p.message]


def test_the_plan_of_every_field_is_valid_and_has_texts_everywhere():
    assert BASE["dpstudio_plan"] == PLAN_VERSION and plan_problems(BASE) == []
    kinds = {q["kind"] for q in BASE["queries"]}
    assert {"count", "histogram", "crosstab", "mean", "sum", "quantile", "quantiles", "randomized_response",
            "marginals", "synthetic", "rows_per_person"} <= kinds
    assert len(FIELDS) > 150


@pytest.mark.parametrize("is_key", [False, True], ids=["value", "name"])
def test_an_escape_in_any_text_of_a_plan_is_refused_at_its_place_with_the_character_named(is_key):
    wrong = []
    for path, key in FIELDS:
        if key != is_key:
            continue
        messages = said(with_text(BASE, path, key, TITLE), place(path, key))
        if not any("\\u001b]0;pwned\\u0007" in m and m.endswith("holds a control character (U+001B ESCAPE)")
                   for m in messages):
            wrong.append((path, messages))
        if any("\x1b" in m or "\x07" in m for m in messages):
            wrong.append((path, "raw", messages))
    assert wrong == []


@settings(max_examples=200, deadline=None, derandomize=True)
@given(field=st.sampled_from(FIELDS), character=st.characters(categories=HIDDEN))
def test_any_control_format_or_separator_character_anywhere_is_refused_and_named(field, character):
    from dpstudio.core.plan.limits import character_name

    path, is_key = field
    if path == ("reading", "delimiter") and character == "\t" and not is_key:
        return  # a tab-separated file's delimiter
    if path == ("description",) and character in "\t\n\r" and not is_key:
        return  # free text, written nowhere
    messages = said(with_text(BASE, path, is_key, character), place(path, is_key))
    assert any(m.endswith(f"({character_name(character)})") for m in messages), (path, messages)
    assert all(ch not in m for m in messages for ch in (character,)), messages


def test_a_tab_delimiter_line_breaks_in_the_description_and_a_file_header_as_it_is_stay_allowed():
    plan = copy.deepcopy(BASE)
    plan["reading"]["delimiter"] = "\t"
    plan["description"] = "Two lines:\n\tthe second indented\r\n"
    plan["reading"]["columns"]["unread\x1b[8m\u202e"] = "text"  # a column of the file no query reads
    assert plan_problems(plan) == []


def test_characters_are_named_as_unicode_names_them():
    from dpstudio.core.plan.limits import character_name

    assert character_name("\x1b") == "U+001B ESCAPE" and character_name("\x07") == "U+0007 BELL"
    assert character_name("\x7f") == "U+007F DELETE" and character_name("\u202e") == "U+202E RIGHT-TO-LEFT OVERRIDE"
    assert character_name("\x9b") == "U+009B CONTROL SEQUENCE INTRODUCER" and character_name("\ud800") == "U+D800"


def test_a_long_label_is_shown_around_its_control_character_and_at_most_twenty_problems_are_said():
    plan = copy.deepcopy(BASE)
    plan["queries"][2]["categories"][0] = "x" * 500 + "\x1b[8m" + "y" * 500
    message = said(plan, "queries[2] ('diagnoses').categories[0]")[0]
    assert "\\u001b[8m" in message and len(message) < 150
    plan["queries"][2]["categories"] = [f"c{i}\r" for i in range(1000)]
    assert len([p for p in plan_problems(plan) if "control character" in p.message]) == 20
