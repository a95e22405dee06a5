"""The report in English, German, Chinese and Greek (issue 18): every text translated, the release's
stored English sentences said from their messages, no English heading left, numbers and dates in the language's way,
and the language recorded in release.json."""
import ast
import html
import json
import re
from pathlib import Path

import pytest

from dpstudio.core.base.errors import InputError
from dpstudio.core.base.locale_format import format_number, localized, moment, percent, read_figure
from dpstudio.core.output.report import build_report
from dpstudio.core.output.report_words import NOISE_PARTS, WORD_LISTS
from dpstudio.core.output import counted_words
from dpstudio.core.plan.release_plan import PrivacyUnit
from dpstudio.core.kinds.mean import private as mean_draft
from dpstudio.core.kinds.quantiles import private as quantiles_draft
from dpstudio.core.kinds.randomized_response import private as randomized_response_draft
from dpstudio.core.kinds.synthetic import private as synthetic_draft
from dpstudio.core.private import below_zero, discovery, drafts, margins, marginals_draft, suppression
from dpstudio.core.private.plan_drafts import other_note
from dpstudio.core.pipeline.release import (COMPOSITION, FROM_DATA_WARNING, NEIGHBOURING, ZCDP_APART, ZCDP_COMPOSITION,
                                   produce_release)
from dpstudio.core.base.words import all_texts, catalog, placeholders, say
from dpstudio.core.base.words.lists import listed_or
from dpstudio.core.base.words.stored_message import StoredMessage, stored_said
from dpstudio.core.output.stored_sentences import message_of
from dpstudio.core.preview import expected_error, kind_previews
from dpstudio.core.risk.text import EXPLANATION
from dpstudio.core.plan.release_plan import PERSON_ID_RULE
from dpstudio.core.base.words.catalogue import REPORT, STORED, texts
from tests.conftest import SAMPLE_PLAN

CORE = Path(__file__).resolve().parents[2] / "dpstudio" / "core"
TRANSLATED = ("de", "zh", "el")


def said_in_code() -> set[str]:
    """Every English text the core and the app pass to say() as a literal, and the words of report_words'
    lists."""
    texts = set()
    for path in [*CORE.rglob("*.py"), *(CORE.parent / "gui").rglob("*.py")]:  # the app's say() calls too
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "say" and len(node.args) >= 2:
                arg = node.args[1]
                choices = (arg.body, arg.orelse) if isinstance(arg, ast.IfExp) else (arg,)
                texts |= {c.value for c in choices if isinstance(c, ast.Constant) and isinstance(c.value, str)}
    for words in (*WORD_LISTS, kind_previews.SENTENCES, kind_previews.GROUP_SENTENCES, kind_previews.AXIS_WORDS,
                  expected_error.COUNTED_SENTENCES, counted_words.KIND_NAMES, counted_words.ONE_ROW,
                  counted_words.ONE_VALUE, {"unit": "places"}):
        texts |= set(words.values())
    return texts | set(NOISE_PARTS) | {"(other)", "(all)", EXPLANATION}


def stored_cases() -> list[tuple[str, str, dict]]:
    """Every kind of sentence a release stores in English, made by the code that makes it: (sentence, its
    template in the catalogue's "stored" family, the values in it), as its message (release format 13) holds
    them."""
    class Query:  # what other_note reads of a query
        discover = ()

        @staticmethod
        def cell_columns():
            return ["ward", "sex"], None

    rule = PERSON_ID_RULE
    described = "an individual is a value of '{column}'; " + rule + "; each contributes at most {max_rows} rows "
    one_row = "an individual is a value of '{column}'; " + rule + "; each contributes at most 1 row "
    cases = [(text, text, {}) for text in (NEIGHBOURING, COMPOSITION, ZCDP_COMPOSITION, drafts.MISSING_NOTE,
                                          "The mean is clamped to the bounds.", randomized_response_draft.RR_NOTE,
                                          margins.SUMMED_NOTE, margins.CONSISTENT_NOTE, margins.NONNEGATIVE_NOTE,
                                          margins.ROUNDED_NOTE, below_zero.MARGINS_NOTE,
                                          below_zero.UNCLAMPED_NOTE,
                                          "one row of the table is one individual")]
    cases += [
        (StoredMessage(ZCDP_COMPOSITION + ZCDP_APART, delta="1e-08"), ZCDP_COMPOSITION + ZCDP_APART, {"delta": "1e-08"}),
        (StoredMessage(FROM_DATA_WARNING, columns="diagnosis, ward"), FROM_DATA_WARNING, {"columns": "diagnosis, ward"}),
        (PrivacyUnit("patient_id", 3).describe(),
         described + "(the first rows in file order are kept (in a database, a random order drawn for each release); "
                     "extra rows are left out)", {"column": "patient_id", "max_rows": "3"}),
        (PrivacyUnit("patient_id", 2, "admitted").describe(),
         described + "(the rows with the lowest '{order_by}' are kept; extra rows are left out)",
         {"column": "patient_id", "max_rows": "2", "order_by": "admitted"}),
        (PrivacyUnit("patient_id", 1).describe(),
         one_row + "(the first row in file order is kept (in a database, one drawn at random for each release); "
                   "extra rows are left out)", {"column": "patient_id"}),
        (PrivacyUnit("patient_id", 1, "admitted").describe(),
         one_row + "(the row with the lowest '{order_by}' is kept; extra rows are left out)",
         {"column": "patient_id", "order_by": "admitted"}),
    ]
    cases += [
        (StoredMessage(drafts.TOTAL_NOTE, total="admissions"), drafts.TOTAL_NOTE, {"total": "admissions"}),
        (StoredMessage(drafts.TOTAL_NONNEGATIVE_NOTE, total="admissions"), drafts.TOTAL_NONNEGATIVE_NOTE, {"total": "admissions"}),
        (StoredMessage(discovery.DISCOVER_NOTE, columns="zip", threshold=17), discovery.DISCOVER_NOTE,
         {"columns": "zip", "threshold": "17"}),
        (StoredMessage(suppression.NOTE, n=10), suppression.NOTE, {"n": "10"}),
        (StoredMessage(suppression.MEAN_NOTE, n=10), suppression.MEAN_NOTE, {"n": "10"}),
        (StoredMessage(mean_draft.NO_ESTIMATE_NOTE, n=15), mean_draft.NO_ESTIMATE_NOTE, {"n": "15"}),
        (suppression.COMPLEMENTARY_NOTE, suppression.COMPLEMENTARY_NOTE, {}),
        (StoredMessage(marginals_draft.FAMILY_NOTE, tables=10, residuals=11), marginals_draft.FAMILY_NOTE,
         {"tables": "10", "residuals": "11"}),
        (marginals_draft.UNROUNDED_NOTE, marginals_draft.UNROUNDED_NOTE, {}),
        (marginals_draft.ROUNDED_NOTE, marginals_draft.ROUNDED_NOTE, {}),  # issue 46: a family post-processed
        (marginals_draft.CLAMPED_NOTE, marginals_draft.CLAMPED_NOTE, {}),
        (StoredMessage(synthetic_draft.LAPLACE_ALONE_NOTE, tables=3), synthetic_draft.LAPLACE_ALONE_NOTE, {"tables": "3"}),
        (StoredMessage(quantiles_draft.JOINT_NOTE, count=5, levels=3), quantiles_draft.JOINT_NOTE,
         {"count": "5", "levels": "3"}),
        (StoredMessage(synthetic_draft.SYNTHETIC_NOTE, rows="1,000", tables=15), synthetic_draft.SYNTHETIC_NOTE,
         {"rows": "1,000", "tables": "15"}),
        (StoredMessage(synthetic_draft.NOT_KEPT_NOTE, pairs="sex × ward, age × ward"), synthetic_draft.NOT_KEPT_NOTE,
         {"pairs": "sex × ward, age × ward"}),
        (synthetic_draft.ALL_KEPT_NOTE, synthetic_draft.ALL_KEPT_NOTE, {}),
        (StoredMessage(synthetic_draft.MANY_NOT_KEPT_NOTE, count="171", total="190"),
         synthetic_draft.MANY_NOT_KEPT_NOTE, {"count": "171", "total": "190"}),
        (StoredMessage(synthetic_draft.LAPLACE_NOTE, tables=3), synthetic_draft.LAPLACE_NOTE, {"tables": "3"}),
        (synthetic_draft.WIDE_ROUNDED_NOTE, synthetic_draft.WIDE_ROUNDED_NOTE, {}),  # issue 48: a wide table
        (synthetic_draft.WIDE_CLAMPED_NOTE, synthetic_draft.WIDE_CLAMPED_NOTE, {}),
        (StoredMessage(synthetic_draft.WIDE_MODEL_NOTE, columns=20, groups=19, cells="36"),
         synthetic_draft.WIDE_MODEL_NOTE, {"columns": "20", "groups": "19", "cells": "36"}),
        (StoredMessage(synthetic_draft.CHOSEN_NOTE, pairs=19, candidates=190, rounds=19, share="10%"),
         synthetic_draft.CHOSEN_NOTE, {"pairs": "19", "candidates": "190", "rounds": "19", "share": "10%"}),
        (other_note(Query()), "Rows whose {columns} is not listed (or is missing) are left out of this table: there "
                              "is no (other) cell, and totals count the listed rows only.", {"columns": ["ward", "sex"]}),
    ]
    return cases


def test_every_text_of_the_report_is_translated_with_the_same_placeholders():
    texts = all_texts()
    assert said_in_code() <= set(texts), sorted(said_in_code() - set(texts))
    for english, translations in texts.items():
        assert set(translations) == set(TRANSLATED), english
        for language, text in translations.items():
            assert text.strip() or english.strip() == "", (language, english)
            assert placeholders(text) == placeholders(english), (language, english)


def test_no_text_is_in_two_tables_and_none_is_left_over():
    tables = [texts(REPORT), texts(STORED)]
    keys = [key for table in tables for key in table]
    assert len(keys) == len(set(keys))
    used = said_in_code()
    assert set(texts(STORED)) == {template for _, template, _ in stored_cases()}  # each a sentence the code stores
    assert set(texts(REPORT)) <= used


def _filled(template: str, values: dict, language: str) -> str:
    return template.format(**{name: listed_or(value, language) if isinstance(value, list) else value
                              for name, value in values.items()})


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_stored_sentence_is_said_from_its_own_template_with_its_values(language):
    """A stored sentence's message (release format 13) is its template and values, and says it in the reader's
    language; no regular expression reads the English back."""
    for sentence, template, values in stored_cases():
        message = message_of(sentence)
        assert message == {"message": template, "values": values}, sentence  # the case is what the code stores
        assert _filled(template, values, "en") == sentence
        assert stored_said(sentence, message, language) == _filled(catalog(language)[template], values, language)
    unknown = "A sentence no version of dpstudio wrote."
    assert stored_said(unknown, message_of(unknown), language) == unknown
    assert stored_said("admissions per group", message_of("admissions per group"), language) == \
        "admissions per group"  # the report's own templates: never
    said = stored_said(NEIGHBOURING.replace("individual", "person"), None, language)
    assert said == NEIGHBOURING.replace("individual", "person")  # without a message: as it was stored


def test_numbers_dates_and_percentages_in_each_language():
    assert [format_number(1234567, language) for language in ("en", "de", "zh", "el")] == \
        ["1,234,567", "1.234.567", "1,234,567", "1.234.567"]
    assert format_number(6.264, "de") == "6,264" and format_number(0.00001234, "el") == "0,00001234"
    # a whole number and the same number as a float read alike; never scientific notation at 10,000
    assert [format_number(v) for v in (6837, 6837.0, 9999.7, 14698.2, -1234.6)] == \
        ["6837", "6837", "10,000", "14,698", "-1235"]
    assert format_number(12345.5, "de") == "12.346" and format_number(None, "de") == "—"
    assert localized("1e-07", "de") == "1e-07"
    assert percent(0.1687, "de") == "16,87\xa0%" and percent(0.1687, "en") == "16.87%"
    stamp = "2026-11-25T19:30:00+00:00"
    assert moment(stamp, "de") == "25.11.2026, 19:30:00 UTC"
    assert moment(stamp, "zh").startswith("2026年11月25日")
    assert moment(stamp, "en") == "Nov 25, 2026, 7:30:00\u202fPM UTC" or moment(stamp, "en").startswith("Nov 25, 2026")



def test_a_typed_figure_is_read_in_the_language_or_as_a_program_writes_it():
    assert read_figure("0,5", "de") == 0.5 and read_figure("1.234,5", "el") == 1234.5
    assert read_figure("1.500", "de") == 1500  # German thousands, not one and a half
    assert read_figure("1 234,5", "de") == 1234.5 and read_figure("\u22123", "de") == -3
    assert read_figure("0.5", "de") == 0.5 and read_figure("1e-07", "el") == 1e-07  # as a program writes them
    assert read_figure("1,500", "en") == 1500 and read_figure("2.5", "zh") == 2.5
    for wrong, language in (("0,5", "en"), ("1.2.3", "de"), ("abc", "el"), ("", "de"), ("inf", "en")):
        with pytest.raises(ValueError):
            read_figure(wrong, language)

def _headings(report: str) -> list[str]:
    """The report's headings and table heads, without the queries' own ids."""
    found = []
    for tag, text in re.findall(r"<(h1|h2|h3|th|title)>(.*?)</\1>", report, re.S):
        text = html.unescape(re.sub(r"<[^>]+>", "", text)).strip()
        if tag == "h3":
            text = text.split(" (", 1)[1].rstrip(")")  # "admissions (count)": the kind only
        found.append(text)
    return found


@pytest.fixture(scope="module")
def releases(sample_frame):
    """The sample released once per language, with the small-cell rule on, so that every section shows."""
    plan = {**json.loads(SAMPLE_PLAN.read_text(encoding="utf-8")), "suppress_below": 5}
    return {language: produce_release(sample_frame, plan, language=language).release
            for language in ("en", *TRANSLATED)}


@pytest.mark.parametrize("language", TRANSLATED)
def test_a_report_has_no_english_heading_left(releases, sample_plan, language):
    english = _headings(build_report(releases["en"], sample_plan, charts=False))
    report = build_report(releases[language], sample_plan, charts=False)
    translated = _headings(report)
    assert len(translated) == len(english) > 20
    left = [e for e, t in zip(english, translated) if e == t and e not in ("ε", "δ", "ρ")]
    assert not left, left
    assert f"<html lang='{language}'>" in report
    words = catalog(language)
    assert words["What was protected"] in html.unescape(report)
    for sentence in (NEIGHBOURING, COMPOSITION):
        assert StoredMessage(sentence).said(language) in html.unescape(report)


def test_the_english_report_reads_as_before(releases, sample_plan):
    report = build_report(releases["en"], sample_plan, charts=False)
    assert "<h2>What was protected</h2>" in report and NEIGHBOURING in html.unescape(report)
    assert "admissions (count of rows)" in report and "Released " in report


def test_german_figures_use_the_german_decimal_comma(releases, sample_plan):
    report = html.unescape(build_report(releases["de"], sample_plan, charts=False))
    assert "<td>0,2</td>" in report  # ε of a query
    assert "<b>ε = 3</b>" in report and "e<sup>ε</sup> = 20,1" in report
    assert say("de", "{k} people (e.g. a family)", k=2) == "2 Personen (z. B. eine Familie)"


def test_the_release_records_its_language_and_refuses_one_it_cannot_write(sample_frame, sample_plan, releases):
    assert releases["el"]["language"] == "el" and releases["el"]["dpstudio_release"] == 14
    assert json.loads(json.dumps(releases["zh"]))["budget"]["composition"] == COMPOSITION  # fields stay English
    with pytest.raises(InputError, match="cannot be written in 'fr'"):
        produce_release(sample_frame, sample_plan, language="fr")


def test_a_release_without_a_language_is_reported_in_english(releases, sample_plan):
    older = {k: v for k, v in releases["de"].items() if k != "language"}  # release format 5 and before
    assert "<h2>What was protected</h2>" in build_report(older, sample_plan, charts=False)


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_preview_sentence_is_written_in_the_language(sample_frame, language):
    """Each kind of query's sentence, on the sample and on a plan with groups and discovered keys."""
    from dpstudio.core.preview.expected_error import preview_plan

    plan = json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))
    plan["queries"] += [
        {"id": "stay_by_ward", "kind": "mean", "column": "length_of_stay", "bounds": [0, 60], "group_by": ["ward"],
         "categories": {"ward": ["Cardiology", "Surgery"]}, "epsilon": 0.1},
        {"id": "found", "kind": "histogram", "column": "diagnosis", "categories": "discover", "epsilon": 0.1,
         "delta": 1e-8}]
    plan["budget"] = {"epsilon": 10, "delta": 1e-6}
    for preview in preview_plan(sample_frame, plan):
        english, translated = preview.sentence("en"), preview.sentence(language)
        assert translated != english and english.split()[0] not in translated.split(), (preview.id, translated)
        if language in ("de", "el") and preview.kind == "mean" and not preview.group_halfwidths:
            assert "," in translated.split("±")[1].split()[0]  # 0,9958: a decimal comma


def test_english_figures_read_as_they_always_did(releases, sample_plan):
    from dpstudio.core.output.report import _posterior

    assert [percent(0.011), percent(1.0), percent(0.95, "en", 0)] == ["1.10%", "100.00%", "95%"]
    report = build_report(releases["en"], sample_plan, charts=False)
    eps = float(releases["en"]["budget"]["epsilon"])
    assert "there was a 1% chance" in report and f"at most {_posterior(0.01, eps):.2%}." in report


def test_german_lists_of_decimals_are_kept_apart_by_semicolons():
    from dpstudio.core.output.report_words import inputs_words

    query = {"kind": "histogram", "column": "stay", "bounds": [0.5, 60.25], "bins": {"stay": [0, 2.5, 7.5, 30]}}
    german = " ".join(inputs_words(query, "", "de"))
    assert "[0,5; 60,25]" in german and "0; 2,5; 7,5; 30" in german
    assert "[0.5, 60.25]" in " ".join(inputs_words(query, "", "en"))


def test_names_in_a_translated_report_are_escaped(releases, sample_plan):
    release = {**releases["zh"], "publisher": "Data <b>Office</b> & Co"}
    report = build_report(release, sample_plan, charts=False)
    assert "Data &lt;b&gt;Office&lt;/b&gt; &amp; Co" in report and "<b>Office</b>" not in report


def test_a_report_language_it_cannot_write_is_refused_before_the_ledger_learns_anything(sample_frame, sample_plan,
                                                                                        tmp_path):
    from dpstudio.core.ledger.book import Ledger
    from dpstudio.core.base.budget import Budget
    from dpstudio.core.pipeline.publish import publish

    with Ledger(tmp_path / "ledger.sqlite") as ledger:
        ledger.set_budget("sample", Budget.of(10))
        before = (tmp_path / "ledger.sqlite").read_bytes()
        with pytest.raises(InputError, match="cannot be written in 'fr'"):
            publish(sample_frame, sample_plan, "sample", tmp_path / "out", ledger, language="fr")
    assert (tmp_path / "ledger.sqlite").read_bytes() == before and not (tmp_path / "out").exists()
