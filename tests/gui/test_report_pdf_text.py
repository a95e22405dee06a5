"""Every character on a page of report.pdf is in its text layer, once: copying, searching and screen
readers get the report's words and numbers (issue 32: a German report's text read "Insgesamt ε = und
δ = e-", its digits drawn but missing). Read back with Qt's own PDF reader, as a reader's viewer would."""
import json
from collections import Counter

import pytest

from dpstudio.core.base.locale_format import format_number, given
from dpstudio.core.output.report import build_report
from dpstudio.core.pipeline.release import produce_release
from dpstudio.report_pdf import write_pdf
from tests.conftest import SAMPLE_PLAN

OBJECT = "\ufffc"  # a chart image in the document's text: no text on the page


def pdf_text(path) -> str:
    from PySide6.QtPdf import QPdfDocument

    document = QPdfDocument(None)
    assert document.load(str(path)) == QPdfDocument.Error.None_
    text = "".join(document.getAllText(page).text() for page in range(document.pageCount()))
    return text.replace("\ufffe", "-")  # PDFium's mark for a hyphen that ends a line


def report_text(html: str) -> str:
    from PySide6.QtGui import QTextDocument

    document = QTextDocument()
    document.setHtml(html)
    return document.toPlainText().replace(OBJECT, "")


def characters(text: str) -> Counter:
    return Counter(c for c in text if not c.isspace())


def released_numbers(release: dict, language: str) -> list[str]:
    """Every figure of release.json as the report writes it: ε and δ, each value and interval."""
    budget = release["budget"]
    numbers = [given(budget["epsilon"], language), given(budget["delta"], language)]
    for query in release["queries"]:
        for item in query.get("cells", [query]):
            if item.get("suppressed"):
                continue
            numbers += [format_number(item[name], language)
                        for name in ("value", "ci95", "count", "count_ci95") if item.get(name) is not None]
    return numbers


@pytest.fixture(scope="module")
def sample_plan_once():
    return json.loads(SAMPLE_PLAN.read_text(encoding="utf-8"))


@pytest.mark.parametrize("language", ["en", "de", "zh", "el"])
def test_every_character_and_every_released_number_is_in_the_pdf_text(qapp, tmp_path, sample_frame,
                                                                       sample_plan_once, language):
    release = produce_release(sample_frame, sample_plan_once, language=language).release
    html = build_report(release, sample_plan_once)  # with its charts, as a release writes it
    write_pdf(html, tmp_path / "report.pdf")
    text = pdf_text(tmp_path / "report.pdf")
    squeezed = "".join(text.split())
    missing = [n for n in released_numbers(release, language) if "".join(n.split()) not in squeezed]
    assert not missing, f"released numbers not in the PDF's text: {missing}"
    want, got = characters(report_text(html)), characters(text)
    assert want - got == Counter(), "on the page, missing from the text layer"
    assert got - want == Counter(), "in the text layer more often than on the page"


def test_a_paragraph_over_a_page_end_is_read_once(qapp, tmp_path):
    """Qt drew the line that ended a page again, clipped away, at the top of the next page."""
    from PySide6.QtPdf import QPdfDocument

    html = "".join(f"<p>Paragraph {n}: " + " ".join(f"w{n}x{i}" for i in range(90)) + "</p>" for n in range(60))
    write_pdf(html, tmp_path / "report.pdf")
    document = QPdfDocument(None)
    document.load(str(tmp_path / "report.pdf"))
    assert document.pageCount() >= 3
    assert characters(pdf_text(tmp_path / "report.pdf")) == characters(report_text(html))
