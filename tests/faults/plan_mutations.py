"""Malformed plans, generated from the sample plan with a fixed seed.

Three families: a value replaced by one of the wrong kind (one seeded choice for every field of
the plan, every wrong value for its numbers), a key removed or added, and plan files broken as text
(truncated, not UTF-8, duplicate keys, nested 5,000 deep, ...). Ids and column names with
control characters, bidi overrides and odd lengths get their own cases, and so do category labels, filter
values, units and the publisher holding one (issue 44: refused at check, never written into a bundle raw).
"""
from __future__ import annotations

import copy
import json
import random
from dataclasses import dataclass

from tests.conftest import SAMPLE_PLAN

SEED = 1414
NUMERIC_FIELDS = [("dpstudio_plan",), ("budget", "epsilon"), ("budget", "delta"), ("privacy_unit", "max_rows"),
                  ("queries", 0, "epsilon"), ("queries", 4, "bounds", 1), ("queries", 6, "quantile")]
WRONG_VALUES = {
    "null": None, "true": True, "false": False, "quoted-number": "0.2", "empty-text": "", "empty-list": [],
    "empty-object": {}, "minus-one": -1, "zero": 0, "ten-to-18": 10 ** 18, "max-float": 1e308,
    "minus-max-float": -1e308, "tiny": 1e-300, "escape-sequence": "\x1b[8mhidden", "bidi": "\u202eevil",
    "long-text": "q" * 300, "nested": [[[[[[[[[[1]]]]]]]]]],
}
RAW_NUMBERS = {"nan": "NaN", "infinity": "Infinity", "minus-infinity": "-Infinity", "ten-to-400": "1e400"}


@dataclass(frozen=True)
class PlanCase:
    name: str
    text: bytes
    where: tuple  # the path of the changed field: a refusal names its key
    refused: bool = False  # `check` must refuse it (exit 2), not only run cleanly


def sample_plan() -> dict:
    return json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))


def field_paths(value, path=()) -> list[tuple]:
    """Every key and index of the plan (only the first item of a list of categories or values)."""
    paths = [path] if path else []
    if isinstance(value, dict):
        for key, item in value.items():
            paths += field_paths(item, path + (key,))
    elif isinstance(value, list):
        for index, item in enumerate(value[:1] if all(isinstance(v, str) for v in value) else value):
            paths += field_paths(item, path + (index,))
    return paths


def replaced(plan: dict, path: tuple, value) -> dict:
    plan = copy.deepcopy(plan)
    parent = plan
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = value
    return plan


def removed(plan: dict, path: tuple) -> dict:
    plan = copy.deepcopy(plan)
    parent = plan
    for key in path[:-1]:
        parent = parent[key]
    del parent[path[-1]]
    return plan


def _text(plan: dict) -> bytes:
    return json.dumps(plan, ensure_ascii=False).encode("utf-8")


def _marked(plan: dict, path: tuple, raw: str) -> bytes:
    """The plan with the field at `path` written as a raw JSON token (NaN, 1e400: no Python float says it)."""
    return _text(replaced(plan, path, "@@RAW@@")).replace(b'"@@RAW@@"', raw.encode())


def replacement_cases() -> list[PlanCase]:
    """Every field gets one wrong value (a seeded choice); the numeric fields get every one."""
    plan, rng = sample_plan(), random.Random(SEED)  # test data only: never privacy noise
    names = [*WRONG_VALUES, *RAW_NUMBERS]
    pairs = [(path, rng.choice(names)) for path in field_paths(plan)]
    pairs += [(path, name) for path in NUMERIC_FIELDS for name in names]
    return [_replacement(plan, path, name) for path, name in dict.fromkeys(pairs)]


def _replacement(plan: dict, path: tuple, name: str) -> PlanCase:
    text = _marked(plan, path, RAW_NUMBERS[name]) if name in RAW_NUMBERS else _text(
        replaced(plan, path, WRONG_VALUES[name]))
    return PlanCase(f"{_label(path)}={name}", text, path)


def key_cases() -> list[PlanCase]:
    plan = sample_plan()
    shallow = [p for p in field_paths(plan) if len(p) <= 2 or p[0] == "queries" and len(p) == 3]
    cases = [PlanCase(f"without-{_label(p)}", _text(removed(plan, p)), p) for p in shallow
             if not isinstance(p[-1], int)]
    for path in [(), ("budget",), ("privacy_unit",), ("queries", 4), ("reading",)]:
        target = replaced(plan, path + ("zz_unknown",), 1) if path else {**plan, "zz_unknown": 1}
        cases.append(PlanCase(f"extra-key-in-{_label(path) or 'plan'}", _text(target), path + ("zz_unknown",)))
    return cases


def text_cases() -> list[PlanCase]:
    whole = _text(sample_plan())
    budget_at = whole.index(b'"budget"')
    duplicate = whole.replace(b'"epsilon": 3.0', b'"epsilon": 3.0, "epsilon": 0.2', 1)
    deep = _text(replaced(sample_plan(), ("description",), "@@RAW@@")).replace(
        b'"@@RAW@@"', b"[" * 5000 + b"]" * 5000)
    return [
        PlanCase("empty-file", b"", ()),
        PlanCase("null", b"null", ()), PlanCase("a-list", b"[]", ()), PlanCase("a-number", b"1", ()),
        *[PlanCase(f"truncated-at-{cut}", whole[:cut], ()) for cut in (1, budget_at, len(whole) - 2)],
        PlanCase("utf16", whole.decode("utf-8").encode("utf-16"), ()),
        PlanCase("utf8-bom", b"\xef\xbb\xbf" + whole, ()),
        PlanCase("latin1-byte-in-text", whole.replace(b"Sample plan", b"Sample pl\xe4n", 1), ()),
        PlanCase("nul-byte", whole.replace(b"Sample plan", b"Sample\x00plan", 1), ()),
        PlanCase("duplicate-epsilon", duplicate, ("budget", "epsilon")),
        PlanCase("nested-5000-deep", deep, ("description",)),
        PlanCase("trailing-comma", whole[:-1] + b",}", ()),
        PlanCase("comment", b"// a plan\n" + whole, ()),
        PlanCase("garbage", bytes(random.Random(SEED).randrange(256) for _ in range(2000)), ()),
        PlanCase("lone-surrogate-id", whole.replace(b'"admissions"', b'"adm\\ud800issions"', 1), ("queries", 0, "id")),
    ]


ODD_NAMES = {"escape": "ad\x1b[8mmissions", "bidi": "\u202esnoissimda", "nul": "adm\x00issions",
             "slash": "a/b", "dot-dot": "../../etc/passwd", "windows-device": "CON", "long": "q" * 300,
             "blank": " ", "cjk": "入院人数", "newline": "line\nbreak"}


def name_cases() -> list[PlanCase]:
    """Query ids and column names with control characters, bidi overrides, paths, odd lengths."""
    plan, cases = sample_plan(), []
    for label, name in ODD_NAMES.items():
        cases.append(PlanCase(f"query-id-{label}", _text(replaced(plan, ("queries", 0, "id"), name)),
                              ("queries", 0, "id")))
        renamed = copy.deepcopy(plan)
        renamed["columns"] = {(name if c == "ward" else c): role for c, role in plan["columns"].items()}
        renamed["queries"][3]["columns"] = ["sex", name]
        renamed["queries"][3]["categories"] = {"sex": ["F", "M"], name: plan["queries"][3]["categories"]["ward"]}
        cases.append(PlanCase(f"column-name-{label}", _text(renamed), ("queries", 3, "columns")))
    return cases


ODD_TEXTS = {"title": "\x1b]0;pwned\x07", "bell": "\x07", "delete": "\x7f", "csi": "\x9b2J", "bidi": "\u202e",
             "zero-width": "\u200b", "line-separator": "\u2028", "carriage-return": "\r"}
LABEL_FIELDS = {"category": ("queries", 3, "categories", "ward", 0), "filter": ("queries", 1, "where", 0, "in", 0),
                "answer": ("queries", 7, "categories", 0), "unit": ("units", "cost"), "publisher": ("publisher",)}


def label_cases() -> list[PlanCase]:
    """A control character in a category label (each kind of character), and an escape sequence in a filter's
    value, a randomized response's answer, a unit and the publisher: each refused at check."""
    plan = {**sample_plan(), "units": {"cost": "EUR"}, "publisher": "Data Office"}
    pairs = [("category", name) for name in ODD_TEXTS]
    pairs += [(field, "title") for field in LABEL_FIELDS if field != "category"]
    cases = []
    for field, name in pairs:
        path = LABEL_FIELDS[field]
        parent = plan
        for key in path:
            parent = parent[key]
        cases.append(PlanCase(f"{field}-label-{name}", _text(replaced(plan, path, parent + ODD_TEXTS[name])), path,
                              refused=True))
    return cases


def _label(path: tuple) -> str:
    return ".".join(f"[{p}]" if isinstance(p, int) else p for p in path).replace(".[", "[")


PLAN_CASES = replacement_cases() + key_cases() + text_cases() + name_cases() + label_cases()
