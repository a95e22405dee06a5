"""The release as a typed record (issue 45, step 4): Release.from_json reads release.json's object and to_json
gives it back exactly, key for key and in its order: every golden release, an older format's, and releases drawn
by hypothesis over the format's shape."""
import json
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from dpstudio.core.output.release_record import Release, Sentence

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "files"
OLD = Path(__file__).resolve().parents[1] / "data" / "release_v12" / "bundle" / "release.json"


def _text(release: dict) -> str:
    return json.dumps(release, indent=2, ensure_ascii=False)


@pytest.mark.parametrize("path", sorted(GOLDEN.glob("*/release.json")) + [OLD], ids=lambda p: p.parent.name)
def test_every_golden_release_reads_back_exactly(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    record = Release.from_json(data)
    assert _text(record.to_json()) == _text(data)
    assert Release.from_json(record.to_json()) == record


def test_the_record_types_what_a_reader_looks_up():
    record = Release.from_json(json.loads((GOLDEN / "table_plan" / "release.json").read_text(encoding="utf-8")))
    assert record.version == 14 and record.language == "en" and record.budget.accounting == "sequential"
    assert record.neighbouring.written and record.neighbouring.said("de").startswith("Zwei Tabellen")
    mean = next(entry for entry in record.queries if entry.kind == "mean" and entry.notes)
    assert mean.notes[-1].template.startswith("A mean whose noisy count") and "89" in mean.notes[-1].said("de")
    old = Release.from_json(json.loads(OLD.read_text(encoding="utf-8")))
    assert old.version == 12 and not old.neighbouring.written and old.language == "de"
    assert old.neighbouring.said("de") == record.neighbouring.said("de")  # a whole template: still said in German
    with pytest.raises(AttributeError):
        record.version = 14  # frozen: a release, once drawn, is never changed


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
                    | st.text(max_size=5), lambda inner: st.lists(inner, max_size=3)
                    | st.dictionaries(st.text(max_size=5), inner, max_size=3), max_leaves=8)
NAMES = st.text("abcdefghij_", min_size=1, max_size=8)
MESSAGE = st.fixed_dictionaries({"message": st.text(max_size=20), "values": st.dictionaries(
    NAMES, st.text(max_size=5) | st.lists(st.text(max_size=5), max_size=3), max_size=2)})


@st.composite
def sentences(draw, name: str, many: bool, messages: bool) -> dict:
    if many:
        texts = draw(st.lists(st.text(max_size=20), max_size=3))
        return {name: texts, **({name + "_messages": [draw(MESSAGE) for _ in texts]} if messages else {})}
    return {name: draw(st.text(max_size=20)), **({name + "_message": draw(MESSAGE)} if messages else {})}


@st.composite
def with_extra(draw, fixed: dict) -> dict:
    """`fixed` and a few fields of a later version, the keys shuffled."""
    extra = draw(st.dictionaries(NAMES.map(lambda n: "x_" + n), JSON, max_size=3))
    items = draw(st.permutations(list({**fixed, **extra}.items())))
    return dict(items)


@st.composite
def releases(draw) -> dict:
    messages = draw(st.booleans())  # format 13, or an older one
    entry = st.builds(dict, id=st.text(max_size=5), kind=st.sampled_from(["count", "mean", "histogram"]),
                      epsilon=JSON, delta=JSON, mechanism=JSON, noise_scale=JSON, ci95=JSON)
    entries = []
    for fixed in draw(st.lists(entry, max_size=3)):
        if draw(st.booleans()):
            fixed |= draw(sentences("notes", True, messages))
        if draw(st.booleans()):
            fixed["cells"] = draw(st.lists(st.dictionaries(NAMES, JSON, max_size=2), max_size=2))
        entries.append(draw(with_extra(fixed)))
    budget = {"epsilon": draw(JSON), "delta": draw(JSON), "limit": {"epsilon": 1, "delta": 0},
              **draw(sentences("composition", False, messages))}
    top = {"dpstudio_release": 13 if messages else draw(st.integers(1, 12)), "created": draw(st.text(max_size=5)),
           "budget": draw(with_extra(budget)), "queries": entries,
           **draw(sentences("neighbouring", False, messages)),
           **draw(sentences("privacy_unit_description", False, messages))}
    for name, value in (("warnings", sentences("warnings", True, messages)), ("language", st.just("de")),
                        ("privacy_unit", st.none() | st.just({"column": "pid", "max_rows": 2}))):
        if draw(st.booleans()):
            top |= draw(value) if name == "warnings" else {name: draw(value)}
    return draw(with_extra(top))


@settings(max_examples=150, deadline=None)
@given(releases())
def test_any_release_of_the_formats_shape_reads_back_exactly(data):
    record = Release.from_json(data)
    assert _text(record.to_json()) == _text(data)
    for sentence in (record.neighbouring, *record.warnings, *(n for e in record.queries for n in e.notes)):
        assert isinstance(sentence, Sentence) and isinstance(sentence.said("en"), str)
