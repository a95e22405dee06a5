"""The leak scan itself finds a canary wherever a bundle could carry one (else every "no leak" is vacuous)."""
from openpyxl import Workbook

from dpstudio.report_pdf import write_pdf
from tests.faults.canaries import CANARY, PDF_TEXT, bundle_texts, leaks_in

PLANTED = [CANARY, "7391046285"]


def test_a_canary_in_the_report_pdf_is_found_in_its_decoded_text(tmp_path):
    write_pdf(f"<h1>Report</h1><p>{CANARY}P0001x and 7391046285</p>", tmp_path / "report.pdf")
    assert CANARY.encode() not in (tmp_path / "report.pdf").read_bytes()  # a byte search would miss it
    assert leaks_in(bundle_texts(tmp_path), PLANTED) == {f"{tmp_path / 'report.pdf'}{PDF_TEXT}": PLANTED}


def test_a_canary_in_a_workbook_is_found_even_when_the_file_is_torn(tmp_path):
    book = Workbook()
    book.active.append([f"{CANARY} Name0001", 7391046285])
    book.save(tmp_path / "release.xlsx")
    data = (tmp_path / "release.xlsx").read_bytes()
    assert CANARY.encode() not in data  # compressed inside the zip
    assert set(next(iter(leaks_in(bundle_texts(tmp_path), PLANTED).values()))) == set(PLANTED)
    (tmp_path / "release.xlsx").write_bytes(data[:len(data) * 3 // 4])
    assert leaks_in(bundle_texts(tmp_path), PLANTED)
