"""Every row of a form, the selected query's editor's included, gets the height its words need at the width it
gets: at 1366x768 in German the editor's words were cut after one or two lines and room was left below."""
import pytest
from PySide6.QtWidgets import QCheckBox, QFormLayout, QLabel, QLineEdit, QWidget

from dpstudio.gui.form_rows import FormRows
from tests.gui.conftest import open_and_wait

WORDS = "Die Zeilen jeder Kategorie oder Klasse einer Spalte, vor Begrenzen oder Runden gezählt. " * 3


def cut_words(root) -> list[tuple]:
    """The shown labels and check boxes under `root` lower than their words need at their width."""
    return [(type(w).__name__, w.text()[:40], w.width(), w.height(), w.heightForWidth(w.width()))
            for cls in (QLabel, QCheckBox) for w in root.findChildren(cls)
            if w.isVisible() and w.text() and w.height() < w.heightForWidth(w.width())]


def settled_cut_words(qtbot, root) -> list[tuple]:
    """cut_words once the editor's scroll area has settled (over a few turns of the event loop: its rows were
    right for a moment, then laid out again with another width's heights)."""
    qtbot.wait(200)
    for _ in range(10):
        if not cut_words(root):
            return []
        qtbot.wait(100)
    return cut_words(root)


def test_a_form_asked_about_its_size_hint_lays_its_rows_out_at_the_width_it_gets(qtbot):
    """Qt's QFormLayout keeps its rows' heights for the last width it worked them out at, yet takes both the last
    other width it was asked about and its size hint's as worked out: asked at its size hint's width (a size hint
    of the widget around it asks), then laid out again at its own, it gave its rows the wider width's heights;
    and the other way round, laid out at its size hint's width after being asked at a wider one."""
    box = QWidget()
    form = FormRows(box)
    form.setRowWrapPolicy(QFormLayout.WrapLongRows)
    words = QLabel(WORDS)
    words.setWordWrap(True)
    form.addRow("Art", words)
    form.addRow("Kennung", QLineEdit())
    qtbot.addWidget(box)
    box.resize(320, 500)
    box.show()
    qtbot.waitExposed(box)
    assert form.sizeHint().width() > 320  # its words on fewer lines at its size hint's width
    box.sizeHint()  # asks the form's height at its size hint's width
    box.resize(320, 501)  # laid out again at the width it had
    assert cut_words(box) == []
    hinted = form.sizeHint().width()
    box.resize(hinted, 500)  # laid out at its size hint's width itself
    form.heightForWidth(2 * hinted)  # a wider width: fewer lines
    box.resize(hinted, 501)
    assert cut_words(box) == []


@pytest.mark.parametrize("language", ["de", "el", "zh", "en"])
def test_the_selected_query_editor_gives_its_words_their_height_at_1366(qtbot, window, monkeypatch, language):
    """At 1366x768 each query of the sample shows every label and check box of the selected query's editor
    whole (German cut the histogram's expected error, its keys' label and its two check boxes in half, and
    left room empty below them): what does not fit scrolls."""
    monkeypatch.delenv("DPSTUDIO_LANGUAGE", raising=False)
    window.resize(1366, 768)
    window.choose_language(language, remember=False)
    open_and_wait(qtbot, window, window.open_sample)
    window.steps.setCurrentRow(2)
    page = window.queries_page
    cut = []
    for row in range(page.model.rowCount()):
        page.list.selectRow(row)
        cut.extend((row, *words) for words in settled_cut_words(qtbot, page.editor))
    assert page.model.rowCount() == 8
    assert cut == []
