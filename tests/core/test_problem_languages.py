"""A plan's problems in German, Chinese and Greek (issue 18): every template of core/base/words' catalogues (msgctxt "problem")
translated with the same placeholders; real problems, made by reading bad plans and checking plans against
tables, each a ProblemMessage whose template is in the catalogue (so a new message of the core without its
translation fails here); their values carried over; a template the catalogue lacks said in English; English
untouched. Nothing is matched back from English (issue 45, step 2): the tests assert templates and values."""
import pandas as pd
import pytest

import dpstudio
from dpstudio.core.base.errors import PlanError
from dpstudio.core.exact import ibis_values
from dpstudio.core.exact.table_checks import check_plan_against_columns, rows_needed_problems
from dpstudio.core.plan.release_plan import PLAN_VERSION, parse_plan, plan_problems
from dpstudio.core.plan.strict_json import loads_plan_json
from dpstudio.core.base.words import all_texts, placeholders
from dpstudio.core.base.words.catalogue import PROBLEM, texts
from dpstudio.core.base.words.message import said
from dpstudio.core.base.words.problem_message import UNTRANSLATED, ProblemMessage
from tests.conftest import small_plan

TRANSLATED = ("de", "zh", "el")
TEXTS = texts(PROBLEM)
COLUMNS = {"id": "identifier", "age": "quasi_identifier", "sex": "quasi_identifier", "dx": "sensitive",
           "cost": "other", "ward": "other", "day": "other"}
KINDS = {"id": "text", "age": "number", "sex": "text", "dx": "text", "cost": "number", "ward": "text", "day": "date"}
MANY = [f"c{i}" for i in range(1001)]


def plan(*queries, **top) -> dict:
    """A plan of the current version over COLUMNS; `top` replaces or adds top-level fields."""
    return {"dpstudio_plan": PLAN_VERSION, "columns": dict(COLUMNS), "budget": {"epsilon": 10, "delta": 1e-6},
            "queries": list(queries) or [count()], **top}


def count(**fields) -> dict:
    return {"id": "n", "kind": "count", "epsilon": 1, **fields}


def histogram(**fields) -> dict:
    return {"id": "h", "kind": "histogram", "column": "dx", "categories": ["a", "b"], "epsilon": 1, **fields}


def summed(**fields) -> dict:
    return {"id": "s", "kind": "sum", "column": "cost", "bounds": [0, 10], "epsilon": 1, **fields}


def crosstab(**fields) -> dict:
    return {"id": "x", "kind": "crosstab", "columns": ["sex", "ward"], "epsilon": 1,
            "categories": {"sex": ["F", "M"], "ward": ["a", "b"]}, **fields}


def grouped(**fields) -> dict:
    return {"id": "g", "kind": "count", "epsilon": 1, "group_by": ["ward"], "categories": {"ward": ["a", "b"]},
            **fields}


def family(**fields) -> dict:
    """A table family (plan version 10); with `tables`, without `ways` unless given too."""
    ways = {} if "tables" in fields else {"ways": [1, 2]}
    return {"id": "f", "kind": "marginals", "columns": ["sex", "ward"], "epsilon": 1, "delta": 1e-7,
            "categories": {"sex": ["F", "M"], "ward": ["a", "b"]}, **ways, **fields}


def synthetic(**fields) -> dict:
    """A synthetic table (plan version 11): every pair of its columns unless `ways` or `tables` is given."""
    return {"id": "s", "kind": "synthetic", "columns": ["sex", "ward"], "epsilon": 1, "delta": 1e-7,
            "categories": {"sex": ["F", "M"], "ward": ["a", "b"]}, **fields}


def binned(column: str, edges, **fields) -> dict:
    """A histogram of `column` in bins (no category list)."""
    query = histogram(column=column, bins={column: edges}, **fields)
    query.pop("categories")
    return query


def discovering(**fields) -> dict:
    return histogram(**{"categories": "discover", "delta": 1e-7, **fields})


# Plans a steward can make in the app (a query's column, categories, bounds, mechanism, delta, filter, bins,
# margins, (other) cell, sum_to, group_by; the budget, population, accounting, small-cell rule, unit, publisher,
# who is protected), each with at least one problem.
APP_PLANS = [
    plan(histogram(categories=[])), plan(histogram(categories=None)), plan(summed(bounds=None)),
    plan(summed(epsilon=20)), plan(summed(bounds=[5, 1])), plan(summed(bounds=[0, 1e16])),
    plan(budget={"epsilon": 10, "delta": 0.01, "population": 1000}),
    plan(budget={"epsilon": 10, "delta": 0.001}),
    plan(count(mechanism="gaussian", delta=1e-6), budget={"epsilon": 10, "delta": 1e-7}),
    plan(histogram(column="id")), plan(histogram(column="nope")), plan(histogram(column=None)),
    plan({"id": "q", "kind": "quantile", "column": "age", "bounds": [-1e308, 1e308], "quantile": 1.5, "epsilon": 1}),
    plan({"id": "q", "kind": "quantile", "column": "age", "bounds": [0, 100], "quantile": 0.1234, "epsilon": 1}),
    plan(count(mechanism="gaussian")), plan(count(mechanism="laplace", delta=1e-7)),
    plan(count(delta=1e-8), budget={"epsilon": 10, "delta": 1e-6, "accounting": "zcdp"}),
    plan(budget={"epsilon": 10, "delta": 0, "accounting": "zcdp"}),
    plan(discovering(delta=1e-7), budget={"epsilon": 10, "delta": 1e-7, "accounting": "zcdp"}),
    plan(summed(mechanism="discrete_laplace", bounds=[0, 1.5])),
    plan(summed(bounds=[-1, 1], postprocess=["clamp_nonnegative"])),
    plan(histogram(sum_to="nope")),
    plan(count(where=[{"column": "sex", "in": ["F"]}]), histogram(sum_to="n")),
    plan(count(), histogram(sum_to="n", mechanism="laplace")),
    plan(count(postprocess=[]), histogram(sum_to="n", postprocess=["clamp_nonnegative"])),
    plan(count(), count()), plan(count(id="")), plan(count(id="x" * 101)), plan(count(id="a\tb")),
    plan(histogram(categories=["a", "a"])), plan(histogram(categories=["a", "(other)"])),
    plan(histogram(categories=["x" * 1001])), plan(histogram(categories=[str(i) for i in range(1_000_000)])), plan(count(where=[{"in": ["x" * 1001]}])),
    plan(count(where=[{"column": "sex", "in": []}])),
    plan(crosstab(columns=["sex", "sex"])), plan(crosstab(categories={"sex": MANY, "ward": MANY})),
    plan(histogram(bins={"dx": [0, 1]})), plan(crosstab(bins={"ward": [0, 1]})),
    plan({"id": "r", "kind": "randomized_response", "column": "dx", "categories": ["a", "b"], "epsilon": 1,
          "row_count_share": 2}),
    plan(summed(categories={"ward": ["a"]})), plan(summed(group_by=["ward", "sex", "dx", "age"])),
    plan(grouped(bins={"ward": [0, 1]})), plan(grouped(categories={})),
    plan(grouped(group_by=["ward", "sex", "dx"], categories={c: MANY[:100] for c in ("ward", "sex", "dx")})),
    plan(histogram(bins={"ward": [0, 1]})), plan(binned("dx", [1])),
    plan(binned("dx", ["2024-13-01", "2025-01-01"])),
    plan(binned("dx", [3, 1])),
    plan(binned("dx", list(range(1002)))),
    plan(summed(group_by=["ward"], categories={"ward": "discover"})), plan(discovering(delta=0)),
    plan(discovering(mechanism="laplace")), plan(count(), discovering(margins=True, sum_to="n")),
    plan(count(margins=True)), plan(count(), histogram(margins=True, sum_to="n")),
    plan(histogram(margins=True, mechanism="discrete_laplace")),
    plan(histogram(margins=True, postprocess=["clamp_nonnegative"])), plan(histogram(margins=True, categories=MANY)),
    plan(summed(other=False)), plan(count(), histogram(other=False, sum_to="n")), plan(discovering(other=False)),
    plan(suppress_below=0), plan(summed(suppress_below=5)),
    plan(units={"nope": "years"}), plan(units={"age": " "}), plan(publisher="x" * 201),
    plan(histogram(categories=["a\x1b]0;x\x07", "b"])), plan(units={"age": "years\r"}), plan(publisher="x\u202ey"),
    plan(budget={"epsilon": 10, "delta": 1e-6, "population": 0.5}),
    plan(privacy_unit={"column": "nope", "max_rows": 0, "order_by": "nope"}),
    plan(privacy_unit={"column": "id", "max_rows": 2_000_000, "order_by": "id"}),
    plan(budget={"epsilon": 0, "delta": 1.5}), plan(budget={"epsilon": 200, "delta": 0}),
    plan(categories_from_data=["nope"]),
    plan(summed(of="people", person_rule="each_cell")), plan(histogram(margins=True, person_rule="each_cell")),
    plan(discovering(person_rule="each_cell")), plan(count(of="rows"), histogram(sum_to="n")),
    plan({"id": "v", "kind": "rows_per_person", "most": 1, "epsilon": 1}),
]

# Plans only a hand-written plan file can be: their problems may stay in English, but one that is matched is
# matched by one template only.
FILE_PLANS = [
    plan(synthetic(rows=0)), plan(synthetic(rows=2.5, tables=[["sex", "ward"], ["sex"]], ways=[2])),
    plan(synthetic(choose_tables={"pairs": 5}, ways=[2])), plan(synthetic(choose_tables={"budget_share": 0.9})),
    plan(synthetic(choose_tables=[])),
    plan(count(epsilonn=1)), plan(count(mechanism="exponential")), plan(count(epsilon=None)),
    plan(count(postprocess=["x"])), plan(histogram(sum_to=5)), plan(histogram(categories=[{"a": 1}])),
    plan(summed(bounds=["a", 1])), plan(crosstab(categories=None)), plan(crosstab(categories={"sex": ["F"],
                                                                                              "ward": ["a"], "dx": ["b"]})),
    plan(grouped(categories=["a"])), plan(grouped(categories={"ward": ["a"], "sex": ["F"]})),
    plan(histogram(bins=[])), plan(binned("dx", [1, "a"])),
    plan(histogram(margins="yes")), plan(histogram(other="no")), plan(units=[]), plan(columns=None),
    plan(count(of="visits")), plan(count(of="rows", person_rule="each_cell")), plan(count(person_rule="x")),
    plan(queries=[count(kind="nope"), count(id=5)]), {"columns": COLUMNS}, plan(queries=[]), plan(budget={"epsilon": "1", "delta": 0}),
    plan(reading={"columns": {"age": "roman"}, "delimiter": ";;", "decimal": "x", "missing": [1], "multiline": 2,
                  "quote": "\n", "header": -1, "sheet": True, "encoding": "", "colour": 1}),
    plan(reading={"columns": None}), plan(reading=[]),
    plan(summed(kind="quantiles", quantiles=[0.5])), plan(summed(kind="quantiles", quantiles=[0.5, 0.0001])),
    *[plan({"id": "q", "kind": "quantile", "column": "age", "bounds": [0, 100], "quantile": 0.5, "epsilon": 1,
            "resolution": r}) for r in (-1, 200, 1e-7)],  # a quantile's resolution (plan version 12, issue 46)
    plan(family(columns=["sex"])), plan(family(categories={"sex": "discover", "ward": ["a"]}, other=False)),
    plan(family(ways=None)), plan(family(ways=[0])), plan(family(tables=[])), plan(family(tables=[["sex"]], ways=[1])),
    plan(family(tables=[["sex", "dx"]])), plan(family(tables=[["sex"], ["sex"]])),
    plan(family(delta=0), budget={"epsilon": 10, "delta": 0}), plan(family(), suppress_below=11),
    plan(synthetic(), suppress_below=11), plan(family(postprocess=["round"])),  # issue 46
    plan(synthetic(columns=["sex", "ward", "dx"], categories={c: MANY[:200] for c in ("sex", "ward", "dx")})),  # 48
    plan(synthetic(), budget={"epsilon": 10, "delta": 0}), plan(family(), budget={"epsilon": 10, "delta": 0}),
    plan(family(delta=0), budget={"epsilon": 10, "delta": 1e-6}),
    plan(family(columns=["sex", "ward", "dx", "age"], categories={"sex": [str(i) for i in range(200)],
                                                                  "ward": [str(i) for i in range(200)],
                                                                  "dx": [str(i) for i in range(200)],
                                                                  "age": ["1"]}, ways=[1, 2, 3, 4])),
    plan(family(columns=[f"c{i}" for i in range(12)], categories={f"c{i}": ["a"] for i in range(12)}, ways=[1, 2, 3, 4],
                other=True), columns={**COLUMNS, **{f"c{i}": "other" for i in range(12)}}),
]
# plan files whose JSON itself is refused: a key twice, a number JSON lacks, brackets 80 deep
FILE_JSON = ['{"a": 1, "a": 2}', '{"a": 1e400}', "[" * 80 + "]" * 80]


def table_cases():
    """Problems of plans against tables: columns missing or of the wrong kind, no rows, a remote engine."""
    checked = parse_plan(plan(
        summed(column="dx"), count(id="w", where=[{"column": "sex", "between": [0, 1]}]),
        binned("ward", [0, 1], id="b1"),
        binned("age", ["2024-01-01", "2024-02-01"], id="b2"),
        binned("sex", ["2024-01-01", "2024-02-01"], id="b3"),
        binned("day", [0, 1], id="b4"),
        histogram(id="d", column="day", categories="discover", delta=1e-7),
        histogram(id="m", column="cost", categories=["1"]),
        {"id": "r", "kind": "randomized_response", "column": "dx", "categories": ["a"], "epsilon": 1},
        privacy_unit={"column": "id", "max_rows": 2, "order_by": "ward"}))
    kinds = {name: kind for name, kind in KINDS.items() if name != "cost"} | {"costs": "number"}
    problems = check_plan_against_columns(checked, kinds, 10) + check_plan_against_columns(checked, KINDS, 0)
    problems += check_plan_against_columns(parse_plan(plan(histogram(column="ward"))), {"dx": "text"}, 10)

    class Remote:
        rows_local, engine = False, "postgres"

        @staticmethod
        def get_name():
            return "day"
    problems += rows_needed_problems(checked, Remote())
    for refused in (lambda: ibis_values.matched_value(None, "date", ("queries", (0, "h"), "categories")),
                    lambda: ibis_values.number_kind_only("text", "dx", ("queries", (0, "s"), "column")),
                    lambda: ibis_values.date_bin_code(Remote(), "number", ["2024-01-01", "2024-02-01"], ("x",)),
                    lambda: dpstudio.release_uncharged(pd.DataFrame({"cost": [1.5, 2.5]}), small_plan(
                        [summed(mechanism="discrete_laplace")]))):
        with pytest.raises(PlanError) as error:
            refused()
        problems += error.value.problems
    return problems


def texts(problems) -> list[str]:
    return [text for p in problems for text in (p.message, p.hint) if text]


@pytest.fixture(scope="module")
def app_texts() -> list[str]:
    return texts([p for data in APP_PLANS for p in plan_problems(data)] + table_cases())


@pytest.fixture(scope="module")
def file_texts() -> list[str]:
    problems = [p for data in FILE_PLANS for p in plan_problems(data)]
    for text in FILE_JSON:
        with pytest.raises(PlanError) as refused:
            loads_plan_json(text)
        problems += refused.value.problems
    return texts(problems)


def test_every_template_is_translated_with_the_same_placeholders():
    for english, translations in TEXTS.items():
        assert set(translations) == set(TRANSLATED), english
        for language in TRANSLATED:
            assert translations[language].strip() and translations[language] != english, (language, english)
            assert placeholders(translations[language]) == placeholders(english), (language, english)
    assert not set(TEXTS) & set(all_texts())  # its own table: say() never sees a problem


@pytest.mark.suite_long  # among the slowest of the suite: run by .ci/run's long step (tests/conftest.py)
def test_every_problem_a_steward_can_make_in_the_app_is_translated_by_one_template(app_texts):
    assert all(APP_PLANS) and len(app_texts) > 150
    untranslated = [text for text in app_texts if not (isinstance(text, ProblemMessage) and text.template in TEXTS)]
    assert untranslated == [], "add these to the catalogues (msgctxt \"problem\", docs/translating.md; or make one template of two)"


def test_a_problem_of_a_hand_written_plan_has_one_template_translated_or_still_english(file_texts):
    assert [text for text in file_texts if not isinstance(text, ProblemMessage)
            or (text.template in TEXTS) == (text.template in UNTRANSLATED)] == []
    english = {"unknown kind 'nope'", "5 is a number, not text", '"1" is text, not a number'}
    made = {str(text): text for text in file_texts}
    assert english <= set(made)
    assert all(made[text].said(language) == text for text in english for language in TRANSLATED)
    assert made["unknown field"].said("de") == "unbekanntes Feld"  # a reading section's, since issue 32
    assert (made["'x' is not a decimal mark"].template, made["'x' is not a decimal mark"].values) == (
        "{value} is not a decimal mark", {"value": "'x'"})
    assert made["'x' is not a decimal mark"].said("el") == "το 'x' δεν είναι υποδιαστολή"


@pytest.mark.suite_long  # among the slowest of the suite: run by .ci/run's long step (tests/conftest.py)
def test_every_template_is_a_text_the_core_writes(app_texts, file_texts):
    made = set(app_texts) | set(file_texts)
    assert [english for english in TEXTS if english not in {text.template for text in made}] == []


def german(data) -> list[tuple[str, str, str | None]]:
    with pytest.raises(PlanError) as error:
        parse_plan(data)
    return [(p.where, said(p.message, "de"), said(p.hint, "de")) for p in error.value.problems]  # each a Message


def test_real_problems_in_german_with_their_values():
    assert german(plan(histogram(categories=[]))) == [(
        "queries[0] ('h').categories", "muss eine nicht leere Liste der öffentlichen Kategorien sein",
        "führen Sie jeden Wert auf, den die Spalte annehmen kann; die Liste darf nicht aus den Daten genommen "
        "werden, außer sie ist öffentlich")]
    assert german(plan(summed(bounds=None))) == [(
        "queries[0] ('s').bounds", "muss [untere Schranke, obere Schranke] sein",
        "geben Sie den Bereich nach Ihrem Wissen über die Spalte an, nicht aus den Daten")]
    assert german(plan(budget={"epsilon": 10, "delta": 0.01, "population": 1000})) == [(
        "budget.delta", "0,01 liegt nicht unter 1/Population = 1/1.000",
        "wählen Sie ein Delta deutlich unter 0,001, z. B. 1e-06")]
    assert german(plan(summed(epsilon=2), count(epsilon=1.5), budget={"epsilon": 3, "delta": 0})) == [(
        "budget.epsilon", "die Epsilons der Abfragen ergeben zusammen 3,5, mehr als das Budget von 3",
        "senken Sie die Epsilons einiger Abfragen oder entfernen Sie eine Abfrage")]
    assert german(plan(histogram(column="id"))) == [(
        "queries[0] ('h').column", "die Spalte 'id' ist ein direkter Identifikator und kann nie abgefragt werden",
        "ändern Sie ihre Rolle, wenn sie kein Identifikator ist")]
    assert german(plan(histogram(categories=["a", "b", "a", "(other)"])))[0][1] == \
        "doppelt aufgeführte Kategorien: a"


def test_a_problem_in_chinese_and_greek():
    (problem,) = plan_problems(plan(summed(bounds=[5, 1])))
    message = problem.message
    assert (message.template, message.values) == ("the lower bound {lower} must be below the upper bound {upper}",
                                                  {"lower": 5, "upper": 1})
    assert message == "the lower bound 5 must be below the upper bound 1"
    assert message.said("zh") == "下界 5 必须小于上界 1"
    assert message.said("el") == "το κάτω όριο 5 πρέπει να είναι μικρότερο από το άνω όριο 1"
    hint = ProblemMessage('give the edges of the bins in increasing order, e.g. [0, 18, 65, 120] or ["2024-01-01", '
                          '"2024-04-01", "2024-07-01"]')  # JSON braces and brackets in a text without values
    assert hint.said("zh").startswith("请按递增顺序给出分箱的边界")


def test_a_template_the_catalogue_lacks_stays_english_and_english_is_untouched(app_texts):
    odd = ProblemMessage("the moon is not a {what}", what="column")
    assert odd.template not in TEXTS and all(odd.said(language) == "the moon is not a column" for language in TRANSLATED)
    assert all(text.said("en") == str(text) and said(text, "en") == str(text) for text in app_texts)
    assert said(None, "de") is None
    with pytest.raises(ValueError):
        ProblemMessage("missing").said("fr")


def test_a_name_made_of_a_figure_is_carried_over_as_written_and_a_figure_in_the_languages_marks():
    identifier = "column '{name}' is a direct identifier and can never be queried"
    assert ProblemMessage(identifier, name="2.5").said("de") == \
        ProblemMessage(identifier, name="x").said("de").replace("'x'", "'2.5'")
    (delta,) = plan_problems(plan(budget={"epsilon": 10, "delta": 0.01, "population": 1000}))
    assert delta.message.values == {"delta": "0.01", "population": "1,000"}
    assert "1/1.000" in delta.message.said("de")


def reader_problems() -> list:
    """Every problem the plan's reader finds in the plans above (the app's and hand-written ones, and JSON it
    refuses), none from checking a table (core/exact says its own)."""
    problems = [p for data in APP_PLANS + FILE_PLANS for p in plan_problems(data)]
    for text in FILE_JSON:
        with pytest.raises(PlanError) as refused:
            loads_plan_json(text)
        problems += refused.value.problems
    return problems


def test_every_problem_of_the_plan_reader_carries_its_message_and_values():
    """Issue 45, step 2: a problem of plan/ and kinds/, and of a plan checked against a table (exact/, private/),
    is a template of the catalogue (or one still English everywhere) and its values, said in a language without
    matching its English back: from the language's template, every placeholder filled (English where the
    catalogue has no translation yet)."""
    problems = reader_problems() + table_cases()
    assert len(problems) > 100
    for problem in problems:
        for text in filter(None, (problem.message, problem.hint)):
            assert isinstance(text, ProblemMessage), (problem.where, text)
            assert text.template in TEXTS or text.template in UNTRANSLATED, text.template
            assert set(text.values) == placeholders(text.template), text.template
            for language in TRANSLATED:
                words = text.said(language)
                assert (words == str(text)) == (text.template in UNTRANSLATED), (language, text)
                assert not any("{" + name + "}" in words for name in text.values), (language, words)


def test_a_problem_carries_its_template_values_and_place():
    problems = plan_problems(plan(count(kind="nope"), histogram(categories=["a", "a"])))
    kind, twice = problems
    assert (kind.place, kind.message.template, kind.message.values) == (
        ("queries", (0, "n"), "kind"), "unknown kind {kind}", {"kind": "'nope'"})
    assert kind.hint.template == "use one of {names}" and "histogram" in kind.hint.values["names"]
    assert twice.place[:2] == ("queries", (1, "h")) and twice.where == "queries[1] ('h').categories"
    assert (twice.message.template, twice.message.values) == ("categories listed twice: {categories}",
                                                              {"categories": "a"})
    import pickle  # a problem crosses processes whole: still said in the reader's language on the other side

    carried = pickle.loads(pickle.dumps(twice.message))
    assert type(carried) is type(twice.message) and carried.said("de") == twice.message.said("de") != str(carried)


def test_the_places_of_the_json_and_the_table_checks_have_their_parts():
    """A key twice, a number JSON lacks, a column the table lacks or of the wrong kind: each problem's place is the
    tuple of its parts (a query by its number and id), its words the plan file's path as before."""
    with pytest.raises(PlanError) as twice:
        loads_plan_json('{"budget": {"epsilon": 1, "epsilon": 2}, "queries": [{"id": "n", "epsilon": 1e400}, '
                        '{"where": [{"in": 1, "in": 2}]}], "a": 1, "a": 2}')
    assert [(p.place, p.where) for p in twice.value.problems] == [
        (("a",), "a"), (("budget", "epsilon"), "budget.epsilon"),
        (("queries", 1, "where", 0, "in"), "queries[1].where[0].in"),
        (("queries", (0, "n"), "epsilon"), "queries[0] ('n').epsilon")]
    checked = parse_plan(plan(summed(), count(id="w", where=[{"column": "sex", "between": [0, 1]}]),
                              histogram(id="d", column="day", categories="discover", delta=1e-7),
                              privacy_unit={"column": "id", "max_rows": 2, "order_by": "ward"}))
    kinds = {name: kind for name, kind in KINDS.items() if name != "cost"}
    assert [(p.place, p.where) for p in check_plan_against_columns(checked, kinds, 10)] == [
        (("privacy_unit", "order_by"), "privacy_unit.order_by"),
        (("queries", (0, "s"), "column"), "queries[0] ('s').column"),
        (("queries", (1, "w"), "where", 0), "queries[1] ('w').where[0]"),
        (("queries", (2, "d"), "categories", "day"), "queries[2] ('d').categories.day")]
