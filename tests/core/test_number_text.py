"""Numbers for people: never scientific notation, the same rounding in a table and its sentence."""
import pytest

from dpstudio.core.base.number_text import plain
from dpstudio.core.base.locale_format import format_number


@pytest.mark.parametrize("value, text", [
    (22.538, "22.5"), (9.487, "9.49"), (0.0000123, "0.0000123"), (4493602.7, "4,493,603"), (99.96, "100"),
    (0, "0"), (3, "3"), (1e20, "100,000,000,000,000,000,000"), (-0.5, "-0.5"), (1 / 3, "0.333"),
    (float("nan"), "—"), (None, "—"), (float("inf"), "∞")])
def test_plain_numbers(value, text):
    assert plain(value) == text


def test_the_report_never_writes_scientific_notation():
    assert format_number(1.75e8) == "175,000,000" and format_number(0.00001234) == "0.00001234"
    assert format_number(6.264) == "6.264" and format_number(12345) == "12,345"


def test_the_preview_table_and_sentence_round_an_interval_alike(sample_frame):
    import json

    from dpstudio.core.preview.expected_error import preview_plan
    from dpstudio.core.preview.text_table import _interval, _postprocessed
    from tests.conftest import SAMPLE_DATA

    plan = json.loads((SAMPLE_DATA.parent / "sample_plan.json").read_text(encoding="utf-8"))
    for preview in preview_plan(sample_frame, plan):
        if preview.kept_at_zero_adding_up:  # the sentence gives the interval the release will state, as its column
            shown = _postprocessed(preview).removeprefix("about ± ").split(" on this table")[0]
            assert f"±{shown} " in preview.sentence(), (preview.id, shown, preview.sentence())
        elif isinstance(preview.halfwidth, (int, float)) and not preview.group_halfwidths:
            if preview.unit == "rows":  # a quantile: in the column's units on this table, as the sentence ends
                low, high = _interval(preview).removesuffix(" (this table)").split("–")
                assert f": on this table, between {low} and {high}. " in preview.sentence()  # then its resolution
                continue
            shown = _interval(preview).removeprefix("± ")
            assert f"±{shown} " in preview.sentence(), (preview.id, shown, preview.sentence())
            assert "e+" not in shown and "e-" not in shown


def test_a_quantiles_interval_is_in_places_publicly_and_in_values_for_the_steward_alike(sample_frame):
    """Preview and release give the median's interval in one way: the release (and its report) in places of the
    sorted values, which public facts can state; the steward's Preview and Release page the same places as the
    values they reach on this table, from one function, so the two figures agree."""
    import html
    import json

    from dpstudio.core.output.report import build_report
    from dpstudio.core.preview.expected_error import preview_plan
    from dpstudio.core.preview.text_table import _interval
    from dpstudio.core.pipeline.release import produce_release
    from tests.conftest import SAMPLE_DATA

    plan = json.loads((SAMPLE_DATA.parent / "sample_plan.json").read_text(encoding="utf-8"))
    plan["units"] = {"birth_year": "years"}
    median = next(p for p in preview_plan(sample_frame, plan) if p.kind == "quantile")
    low, high = median.value_interval
    assert 1900 <= low < high <= 2025
    assert _interval(median) == f"{low:g}–{high:g} (this table)"
    assert median.sentence() == (f"The released value will be within ±{format_number(median.halfwidth)} places in the "
                                 f"sorted values of the true quantile with 95% probability: on this table, between "
                                 f"{low:g} and {high:g}. Candidate values are 1 apart: the value is published to that "
                                 f"resolution.")
    outcome = produce_release(sample_frame, plan)
    assert outcome.value_intervals == {median.id: (low, high)}  # the Release page's figure: the Preview's
    entry = next(q for q in outcome.release["queries"] if q["id"] == median.id)
    assert entry["ci95"] == median.halfwidth and entry["ci95_unit"] == "rows"
    assert not {"value_intervals", "percentile"} & set(json.dumps(outcome.release).split('"'))  # never published
    report = html.unescape(build_report(outcome.release, plan, charts=False))
    assert f"± {format_number(entry['ci95'])} places in the sorted values" in report
    assert ("A quantile's ± counts places in the sorted values, not years: with at least 95% probability, at most "
            "that many values lie between the released value and the true one.") in report


def test_an_interval_reads_the_same_in_the_preview_and_in_the_release(sample_frame):
    """Preview's expected ± of a count, sum or mean is the interval the release states: written alike."""
    import json

    import dpstudio
    from dpstudio.core.output.report import _interval as released_interval
    from dpstudio.core.preview.expected_error import preview_plan
    from dpstudio.core.preview.text_table import _interval
    from tests.conftest import SAMPLE_DATA

    plan = json.loads((SAMPLE_DATA.parent / "sample_plan.json").read_text(encoding="utf-8"))
    plan["queries"] = [q for q in plan["queries"] if q["kind"] in ("count", "mean")]
    plan["queries"][0]["mechanism"] = "laplace"  # continuous noise: ± 44.94 (three digits would write 44.9)
    released = {q["id"]: q for q in dpstudio.release_uncharged(sample_frame, plan)["queries"]}
    compared = 0
    for preview in preview_plan(sample_frame, plan):
        entry = released[preview.id]
        if preview.halfwidth == entry["ci95"]:  # a mean's interval depends on its noisy count: not known before
            for language in ("en", "de"):
                assert _interval(preview, language) == released_interval(entry, "", language)
            compared += 1
    assert compared >= 2 and _interval(next(p for p in preview_plan(sample_frame, plan))) == "± 44.94"
    assert format_number(0.754666) == "0.7547" and format_number(0.754666, "de") == "0,7547"
    assert format_number(float("nan")) == "—" and format_number(float("inf")) == "∞"


def test_an_even_share_of_a_budget_is_written_as_its_fraction_reads_and_the_whole_as_one():
    from fractions import Fraction

    from dpstudio.core.base.locale_format import given
    from dpstudio.core.base.number_text import given_text
    from dpstudio.core.base.exact_numbers import exact, split_exactly

    thirds = split_exactly(1, [1, 1, 1])
    assert sum(map(exact, thirds)) == 1  # exactly, as a plan adds them up
    assert [given_text(t) for t in thirds] == ["0.333"] * 3 and given_text(float(sum(map(exact, thirds)))) == "1"
    assert given_text(Fraction(1, 3)) == "0.333" and given_text(2 / 3) == "0.667" and given(1 / 3, "de") == "0,333"
    assert given_text(0.1 + 0.2) == "0.3" and given_text(1e-7) == "1e-07"  # near a short decimal: the decimal
    assert [given_text(v) for v in (0.25, 0.333333, 0.3333, 0.999999, 3, 250000)] == [
        "0.25", "0.333333", "0.3333", "0.999999", "3", "250000"]  # typed figures: as typed
    for total, weights in [(3, [3, 1, 1, 1, 1, 1, 1, 1]), (2.5, [1] * 6), (0.7, [1, 2, 4]), (1, [1] * 7)]:
        shares = split_exactly(total, weights)
        assert sum(map(exact, shares)) == exact(total) and len(shares) == len(weights)
    assert split_exactly(3, [3, 1, 1, 1, 1, 1, 1, 1]) == [0.9] + [0.3] * 7
